import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MethodPicker, type MethodPickerProps } from './MethodPicker.tsx';
import { storyMethods } from './storyData.ts';

function Controlled(props: MethodPickerProps) {
  const [selected, setSelected] = useState(props.selectedId);
  return (
    <MethodPicker
      {...props}
      selectedId={selected}
      onSelect={(id) => {
        setSelected(id);
        props.onSelect(id);
      }}
    />
  );
}

const meta = {
  title: 'App/Deposit/MethodPicker',
  component: MethodPicker,
  render: (args) => <Controlled {...args} />,
  args: {
    methods: storyMethods,
    selectedId: 1,
    onSelect: fn(),
    currency: 'EUR',
    thumbnailSrc: (url: string) => url,
  },
} satisfies Meta<typeof MethodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five methods: a grid of blocks; arrow keys move the choice. */
export const Grid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('method-picker').querySelector('[data-layout]')).toHaveAttribute(
      'data-layout',
      'grid',
    );
    await userEvent.click(canvas.getByRole('radio', { name: /Skrill/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /Bank Transfer/ })).toBeChecked();
  },
};

/** spec 9: fewer than 5 visible methods take the full width. */
export const FullWidth: Story = {
  args: { methods: storyMethods.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByTestId('method-picker').querySelector('[data-layout]'),
    ).toHaveAttribute('data-layout', 'full');
  },
};
