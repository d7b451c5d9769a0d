import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TourView } from './TourView.tsx';

const meta = {
  title: 'App/Onboarding/TourView',
  component: TourView,
  args: {
    step: 'lobby',
    position: 1,
    total: 3,
    placement: { top: 16, left: 16 },
    onNext: fn(),
    onPrevious: fn(),
    onSkip: fn(),
    onClose: fn(),
  },
  decorators: [(Story) => <div style={{ minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof TourView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvasElement, args }) => {
    const tour = within(canvasElement);
    // The title takes focus once the step has rendered.
    await waitFor(() => expect(tour.getByRole('heading', { name: 'The lobby' })).toHaveFocus());
    await expect(tour.queryByRole('button', { name: 'Previous' })).toBeNull();
    await userEvent.click(tour.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
export const MiddleStep: Story = { args: { step: 'rewards', position: 2 } };
export const LastStep: Story = {
  args: { step: 'cashier', position: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Finish' })).toBeVisible();
  },
};
