import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Flex, Grid, Text } from './Box.tsx';

const meta = {
  title: 'Primitives/Box',
  component: Box,
  args: {
    p: 4,
    bg: 'surface',
    color: 'text',
    borderRadius: 'medium',
    children: 'A box with padding 4 on the surface colour',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Flex, Grid and Text take the same style props; values come from the brand's scales. */
export const Matrix: Story = {
  render: () => (
    <Grid gridTemplateColumns="repeat(3, 1fr)" gridGap={3}>
      {(['surface', 'surfaceRaised', 'secondary'] as const).map((bg) => (
        <Box key={bg} bg={bg} p={3} borderRadius="small">
          <Text fontWeight="bold">{bg}</Text>
          <Text color="textMuted" fontSize={0}>
            Muted text at font size 0
          </Text>
        </Box>
      ))}
      <Flex gridColumn="1 / -1" justifyContent="space-between" alignItems="center" p={2} bg="surface">
        <Text as="span">Flex start</Text>
        <Text as="span" fontSize={3}>
          Flex end
        </Text>
      </Flex>
    </Grid>
  ),
};
