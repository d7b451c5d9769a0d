import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { Button } from '../Button/Button.tsx';
import type { DrawerProps } from './Drawer.props.ts';
import { Drawer } from './Drawer.tsx';

/** The caller's own button opens the drawer (no Radix trigger), as the lobby's sticky filter bar does. */
function Filters(props: Partial<DrawerProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Filters</Button>
      <Drawer
        title="Filters"
        side="end"
        {...props}
        open={open}
        onOpenChange={setOpen}
        footer={<Button onClick={() => setOpen(false)}>Show games</Button>}
      >
        <label>
          Provider <input type="checkbox" />
        </label>
      </Drawer>
    </>
  );
}

/** The drawer's own trigger (the lobby's Filters button): opened and closed by the drawer. */
function WithTrigger() {
  const [open, setOpen] = useState(false);
  return (
    <Drawer title="Filters" open={open} onOpenChange={setOpen} trigger={<Button>Filters (2)</Button>}>
      <label>
        Provider <input type="checkbox" />
      </label>
    </Drawer>
  );
}

describe('Drawer', () => {
  it('a named modal dialog that traps focus, closes on Escape and returns focus to its opener', async () => {
    renderUi(<Filters />);
    const opener = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(drawer.getAttribute('data-side')).toBe('end');
    expect(drawer.contains(document.activeElement)).toBe(true);
    // Tab cycles inside: close, checkbox, footer button, back to close.
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('the close button and a footer action close it, focus again on the opener', async () => {
    renderUi(<Filters />);
    const opener = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Show games' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('sits in the brand scope and direction of the page', async () => {
    const { container } = renderUi(<Filters side="bottom" />, { dir: 'rtl' });
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog');
    const brand = container.querySelector('[data-brand]')?.getAttribute('data-brand');
    expect(drawer.closest('[data-brand]')?.getAttribute('data-brand')).toBe(brand);
    expect(drawer.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(drawer.getAttribute('data-side')).toBe('bottom');
  });

  it('with a trigger: says it opens a dialog, opens on click and gets focus back', async () => {
    renderUi(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Filters (2)' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('a finger swiping the sheet back towards its edge closes it; a short drag does not', async () => {
    renderUi(<Filters side="start" />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    const drag = (from: number, to: number, pointerType = 'touch') => {
      const common = { pointerId: 7, isPrimary: true, pointerType, clientY: 300 };
      fireEvent.pointerDown(drawer, { ...common, clientX: from });
      fireEvent.pointerMove(drawer, { ...common, clientX: (from + to) / 2 });
      fireEvent.pointerMove(drawer, { ...common, clientX: to });
      fireEvent.pointerUp(drawer, { ...common, clientX: to });
    };
    drag(300, 280);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBe(drawer);
    expect(drawer.style.transform).toBe('');
    // A mouse drag is a text selection, not a swipe.
    drag(300, 100, 'mouse');
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBe(drawer);
    // Dragging away from the start edge (to the right in left-to-right) is not closing either.
    drag(100, 300);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBe(drawer);
    drag(300, 150);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));
  });

  it('right to left, the start sheet closes by a swipe to the right', async () => {
    renderUi(<Filters side="start" />, { dir: 'rtl' });
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    const common = { pointerId: 3, isPrimary: true, pointerType: 'touch', clientY: 300 };
    fireEvent.pointerDown(drawer, { ...common, clientX: 100 });
    fireEvent.pointerMove(drawer, { ...common, clientX: 250 });
    fireEvent.pointerUp(drawer, { ...common, clientX: 250 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
