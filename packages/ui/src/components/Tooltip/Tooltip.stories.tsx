import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Tooltip, tooltipSides } from './Tooltip.tsx';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Your accumulated rakeback pays out every half hour.',
    side: 'top',
    children: (
      <Button kind="tertiary" iconOnly icon={<Icon name="info" />} aria-label="About the accumulator" />
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: tooltipSides } },
  decorators: [(Story) => <div style={{ padding: 'var(--space-8)' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on keyboard focus inside the page's brand, closes on Escape. */
export const Playground: Story = {
  play: async () => {
    await userEvent.tab();
    const tip = await within(document.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent('Your accumulated rakeback pays out every half hour.');
    await expect(
      document.querySelector('[data-radix-popper-content-wrapper]')?.closest('[data-brand]'),
    ).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Open: Story = { args: { open: true } };

export const Matrix: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: 'var(--space-8)',
        padding: 'var(--space-7)',
      }}
    >
      {tooltipSides.map((side) => (
        <Tooltip key={side} content={`Tooltip on the ${side}`} side={side} open>
          <Button kind="secondary" size="small">
            {side}
          </Button>
        </Tooltip>
      ))}
    </div>
  ),
};
