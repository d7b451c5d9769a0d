// Issue 35 (4): the page a freeze or a self-exclusion ends on, in every brand: until when and what
// remains possible (withdrawing). Shown to a guest here: the player has been signed out by then.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { AccountPausedPage } from '../../features/responsible-gaming/AccountPausedPage.tsx';
import { ShellLayout } from '../../shell/ShellLayout.tsx';
import { ShellStoryFrame, type ShellStoryProps } from './ShellStoryFrame.tsx';

function PausedPage(props: Omit<ShellStoryProps, 'children'>) {
  return (
    <ShellStoryFrame {...props}>
      <Routes>
        <Route element={<ShellLayout />}>
          <Route path="*" element={<AccountPausedPage />} />
        </Route>
      </Routes>
    </ShellStoryFrame>
  );
}

const meta = {
  title: 'App/ResponsibleGaming/AccountPaused',
  component: PausedPage,
  args: { path: '/account-paused', player: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PausedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const says =
  (heading: string, text: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByTestId('account-paused')).toHaveTextContent(text);
  };

export const Frozen: Story = {
  args: { path: '/account-paused?pause=freeze&until=2026-11-30T10:15:00.000Z' },
  play: says('Your account is frozen', /frozen until November 30, 2026/),
};

export const FrozenMobile: Story = {
  ...Frozen,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const SelfExcluded: Story = {
  args: { path: '/account-paused?pause=exclusion&until=2026-12-07T10:15:00.000Z' },
  play: says('You are self-excluded', /until December 7, 2026\. You can only withdraw until then\./),
};

export const SelfExcludedMobile: Story = {
  ...SelfExcluded,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const SelfExcludedPermanently: Story = {
  args: { path: '/account-paused?pause=exclusion&permanent=1' },
  play: says('You are self-excluded', /permanently self-excluded/),
};

/** Opened by its address with nothing to explain. */
export const NothingPaused: Story = {
  play: says('Account paused', /right after you confirm one/),
};
