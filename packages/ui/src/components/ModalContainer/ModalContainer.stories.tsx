import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AmountStepper } from '../AmountStepper/AmountStepper.tsx';
import { Button } from '../Button/Button.tsx';
import type { ModalContainerProps } from './ModalContainer.props.ts';
import { MODAL_EXIT_MS, modalOptions } from './ModalContainer.props.ts';
import { ModalContainer } from './ModalContainer.tsx';

type DemoProps = Omit<ModalContainerProps, 'open' | 'onOpenChange' | 'children' | 'trigger'> & {
  startOpen?: boolean;
  /** Replaces the default deposit body. */
  content?: ReactNode;
};

function Demo({ startOpen = false, content, ...props }: DemoProps) {
  const [open, setOpen] = useState(startOpen);
  return (
    <div style={{ minHeight: '200vh' }}>
      <ModalContainer
        {...props}
        open={open}
        onOpenChange={setOpen}
        trigger={<Button>Open modal</Button>}
        footer={
          props.footer !== undefined ? (
            props.footer
          ) : (
            <>
              <Button kind="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button kind="accent">Deposit</Button>
            </>
          )
        }
      >
        {content ?? (
          <>
            <p>Choose how much to deposit.</p>
            <AmountStepper currency="EUR" />
          </>
        )}
      </ModalContainer>
    </div>
  );
}

const meta = {
  title: 'Components/ModalContainer',
  component: Demo,
  args: { title: 'Deposit', startOpen: false },
  argTypes: Object.fromEntries(modalOptions.map((option) => [option, { control: 'boolean' }])),
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Escape, backdrop and close button close it; focus is trapped, then returned; scroll is locked. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open modal' });

    await userEvent.click(opener);
    const dialog = await body().findByRole('dialog', { name: 'Deposit' });
    await expect(dialog.closest('[data-brand]')).not.toBeNull();
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(await body().findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());

    await userEvent.click(opener);
    await body().findByRole('dialog');
    const backdrop = document.querySelector('[data-part="backdrop"]') as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 5, clientY: 5 } });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open modal' }));
    const dialog = await body().findByRole('dialog');
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

/** Enter is immediate; exit runs 300 ms (the dialog stays mounted, fading, then unmounts). */
export const EnterImmediateExit300ms: Story = {
  parameters: { animations: true },
  play: async ({ canvasElement }) => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open modal' }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog.getAnimations()).toHaveLength(0);
    const closedAt = performance.now();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
    const [exit] = dialog.getAnimations();
    await expect(exit?.effect?.getTiming().duration).toBe(MODAL_EXIT_MS);
    await waitFor(() => expect(dialog.isConnected).toBe(false), { timeout: MODAL_EXIT_MS + 1000 });
    await expect(performance.now() - closedAt).toBeGreaterThanOrEqual(MODAL_EXIT_MS - 20);
  },
};

export const Deposit: Story = { args: { deposit: true, startOpen: true } };
export const FullHeight: Story = { args: { fullHeight: true, startOpen: true } };
export const Transparent: Story = {
  args: { transparent: true, startOpen: true, title: 'Promotion', titleHidden: true, footer: null },
  render: (args) => (
    <Demo
      {...args}
      content={
        <div
          style={{
            padding: 'var(--space-6)',
            borderRadius: 'var(--radius-large)',
            background: 'var(--color-surfaceRaised)',
          }}
        >
          <p style={{ margin: 0, fontSize: 'var(--font-size-5)', fontWeight: 'bold' }}>100 free spins</p>
          <p>On your first deposit this weekend.</p>
          <Button kind="accent">Claim now</Button>
        </div>
      }
    />
  ),
};
export const HiddenCloseButton: Story = {
  args: { hideClose: true, startOpen: true },
  play: async () => {
    await body().findByRole('dialog');
    await expect(body().queryByRole('button', { name: 'Close' })).toBeNull();
  },
};
export const MobileFooter: Story = {
  args: { mobileFooter: true, startOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
export const MobileCentred: Story = {
  args: { mobileCentered: true, startOpen: true, footer: <Button fullWidth>Close</Button> },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
export const WithDescription: Story = {
  args: { startOpen: true, description: 'Deposits are credited instantly.' },
};

/** Every option at once is not a real layout; the matrix is the list of option stories above. */
export const Matrix: Story = { args: { startOpen: true, deposit: true, mobileFooter: true } };
