import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { buttonKinds, buttonSizes } from './Button.props.ts';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Deposit', size: 'medium', kind: 'primary', onClick: fn() },
  argTypes: {
    size: { control: 'select', options: buttonSizes },
    kind: { control: 'select', options: buttonKinds },
    iconPosition: { control: 'inline-radio', options: ['start', 'end'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every size × kind, in the three interactive states that can be frozen for a screenshot. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      {buttonKinds.map((kind) => (
        <div
          key={kind}
          style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-2)' }}
        >
          {buttonSizes.map((size) => (
            <Button key={size} kind={kind} size={size}>
              {`${kind} ${size}`}
            </Button>
          ))}
          <Button kind={kind} disabled>
            Disabled
          </Button>
          <Button kind={kind} loading>
            Loading
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  args: { icon: <Icon name="plus" />, children: 'Add funds' },
};

export const IconAtEnd: Story = {
  args: { icon: <Icon name="chevron-right" />, iconPosition: 'end', children: 'Next' },
};

export const IconOnly: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-2)' }}>
      {buttonSizes.map((size) => (
        <Button
          key={size}
          size={size}
          kind="secondary"
          iconOnly
          icon={<Icon name="close" />}
          aria-label="Close"
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Close' })).toHaveLength(
      buttonSizes.length,
    );
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Claim' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Claim' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const FullWidth: Story = { args: { fullWidth: true, kind: 'accent', size: 'large' } };

export const AsLink: Story = {
  args: { href: '#promotions', kind: 'link', children: 'More' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'More' })).toHaveAttribute(
      'href',
      '#promotions',
    );
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Deposit' })).toHaveFocus();
  },
};
