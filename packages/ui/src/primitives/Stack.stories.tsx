import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box.tsx';
import { Stack, stackDirections } from './Stack.tsx';

const items = ['One', 'Two', 'Three'].map((label) => (
  <Box key={label} p={3} bg="surfaceRaised" borderRadius="small">
    {label}
  </Box>
));

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: { gap: 3, direction: 'vertical', children: items },
  argTypes: {
    direction: { control: 'inline-radio', options: stackDirections },
    gap: { control: { type: 'range', min: 0, max: 9 } },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Matrix: Story = {
  render: () => (
    <Stack gap={5}>
      {stackDirections.map((direction) => (
        <Stack key={direction} direction={direction} gap={2}>
          {items}
        </Stack>
      ))}
    </Stack>
  ),
};
