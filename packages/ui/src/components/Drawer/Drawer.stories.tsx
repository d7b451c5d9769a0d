import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { drawerSides } from './Drawer.props.ts';
import { Drawer } from './Drawer.tsx';

const providers = ['Aurora Gaming', 'Northern Reels', 'Playline', 'Velvet Studios'];

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Filters',
    side: 'end',
    children: null,
  },
  argTypes: { side: { control: 'inline-radio', options: drawerSides } },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    const change = (next: boolean) => {
      args.onOpenChange(next);
      setOpen(next);
    };
    return (
      <>
        <Button kind="secondary" onClick={() => change(true)}>
          Filters
        </Button>
        <Drawer
          {...args}
          open={open}
          onOpenChange={change}
          footer={
            <>
              <Button kind="tertiary" onClick={() => change(false)}>
                Clear all
              </Button>
              <Button onClick={() => change(false)}>Show 120 games</Button>
            </>
          }
        >
          <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
            {providers.map((provider) => (
              <Checkbox key={provider} label={provider} />
            ))}
          </div>
        </Drawer>
      </>
    );
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from the caller's button; Tab stays inside; Escape closes and focus returns to the button. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    const body = within(document.body);
    const drawer = await body.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      await expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    opener.blur();
  },
};

/** Open at the end edge (the start edge in right-to-left). */
/** The sheet's code loads on first open: an open story is ready once its dialog is there. */
const sheetShown: Story['play'] = async () => {
  await within(document.body).findByRole('dialog', { name: 'Filters' });
};

export const OpenEnd: Story = { args: { open: true }, play: sheetShown };

export const OpenStart: Story = { args: { open: true, side: 'start' }, play: sheetShown };

/** A phone's bottom sheet. */
export const MobileBottom: Story = {
  args: { open: true, side: 'bottom' },
  play: sheetShown,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
