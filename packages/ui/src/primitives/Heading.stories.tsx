import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, headingLevels } from './Heading.tsx';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 2, children: 'Weekly tournaments' },
  argTypes: { level: { control: 'select', options: headingLevels } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Matrix: Story = {
  render: () => (
    <div>
      {headingLevels.map((level) => (
        <Heading key={level} level={level} mb={2}>
          {`Heading level ${level}`}
        </Heading>
      ))}
    </div>
  ),
};
