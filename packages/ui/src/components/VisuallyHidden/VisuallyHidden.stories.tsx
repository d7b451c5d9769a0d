import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { visuallyHiddenElements } from './VisuallyHidden.props.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Search games' },
  argTypes: { as: { control: 'inline-radio', options: visuallyHiddenElements } },
  render: (args) => (
    <button type="button" style={{ position: 'relative' }}>
      <Icon name="search" />
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon button: the text names it for a screen reader and takes no room on screen. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search games' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(60);
  },
};
