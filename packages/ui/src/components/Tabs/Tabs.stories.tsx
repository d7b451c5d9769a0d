import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { tabsVariants } from './Tabs.props.ts';
import { Tabs } from './Tabs.tsx';

const wins = [
  {
    value: 'my',
    label: 'My Wins',
    content: <EmptyState title="No wins yet" description="Your wins show here." />,
  },
  { value: 'all', label: 'All Wins', content: <p>Lucky Joe won €1,250.00 on Book of Gold.</p> },
  { value: 'high', label: 'High Rollers', content: <p>Bets of €100.00 and more.</p> },
  { value: 'multi', label: 'Multiplier Madness', content: <p>Wins of 100× and more.</p> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { label: 'Top wins', items: wins, defaultValue: 'all' },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click and arrow keys switch tabs; arrows follow the writing direction. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'All Wins' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'High Rollers' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Bets of €100.00 and more.');
    const rtl = canvasElement.closest('[dir="rtl"]') !== null;
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Multiplier Madness' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Multiplier Madness' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'My Wins' }));
    await expect(canvas.getByText('No wins yet')).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-5)' }}>
      {tabsVariants.map((variant) => (
        <Tabs
          key={variant}
          label={`Top wins (${variant})`}
          items={wins}
          defaultValue="all"
          variant={variant}
        />
      ))}
      <Tabs label="Top wins (fitted)" items={wins} variant="pill" fitted />
      <Tabs
        label="Top wins (disabled tab)"
        items={[
          ...wins.slice(0, 3),
          { ...wins[3], value: 'multi', label: 'Multiplier Madness', content: null, disabled: true },
        ]}
      />
    </div>
  ),
};
