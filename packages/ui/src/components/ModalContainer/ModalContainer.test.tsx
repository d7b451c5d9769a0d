import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { Button } from '../Button/Button.tsx';
import type { ModalContainerProps } from './ModalContainer.props.ts';
import { ModalContainer } from './ModalContainer.tsx';

function Demo(props: Partial<ModalContainerProps> & { onChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ModalContainer
      title="Deposit"
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onChange?.(next);
      }}
      trigger={<Button>Open</Button>}
      footer={<Button>Confirm</Button>}
    >
      <p>Body</p>
    </ModalContainer>
  );
}

describe('ModalContainer', () => {
  it('opens as a named dialog inside the brand scope and closes on Escape, returning focus', async () => {
    const { container } = renderUi(<Demo />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    const brand = container.querySelector('[data-brand]')?.getAttribute('data-brand');
    expect(dialog.closest('[data-brand]')?.getAttribute('data-brand')).toBe(brand);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the close button', async () => {
    const onChange = vi.fn();
    renderUi(<Demo onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('hides the close button when asked, and still closes on Escape', async () => {
    const onChange = vi.fn();
    renderUi(<Demo hideClose onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('puts the layout options on data attributes and re-applies the direction', async () => {
    renderUi(<Demo deposit fullHeight mobileFooter mobileCentered transparent />, { dir: 'rtl' });
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    for (const attribute of ['deposit', 'fullHeight', 'mobileCentered', 'transparent']) {
      expect(dialog.dataset[attribute]).toBe('true');
    }
    expect(dialog.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('button', { name: 'Confirm' }).parentElement?.dataset.mobileFooter).toBe('true');
  });
});
