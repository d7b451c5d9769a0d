// The shell as players see it, in every brand: header, navigation (basic top bar or panel), page,
// footer, for a guest and a player, on desktop and at 375 px, and the dialogs the URL opens.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotFoundPage } from '../../core/ui/NotFoundPage.tsx';
import { HomePage } from '../../features/home/HomePage.tsx';
import { ShellLayout } from '../../shell/ShellLayout.tsx';
import { ShellStoryFrame, type ShellStoryProps } from './ShellStoryFrame.tsx';
import { storyPlayer } from './storyBackEnd.ts';

function ShellPage(props: Omit<ShellStoryProps, 'children'>) {
  return (
    <ShellStoryFrame {...props}>
      <Routes>
        <Route element={<ShellLayout />}>
          <Route index element={<HomePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ShellStoryFrame>
  );
}

const meta = {
  title: 'App/Shell/Frame',
  component: ShellPage,
  args: { path: '/', player: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeGuest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByTestId('header-login')).toBeVisible();
  },
};

/** The player's header loads on demand: a story with a player waits for it before anything else. */
const playerHeaderLoaded = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const balance = await within(canvasElement).findByTestId('balance', undefined, { timeout: 10_000 });
  await expect(balance).toHaveTextContent('1,244.50');
};

export const HomePlayer: Story = { args: { player: storyPlayer }, play: playerHeaderLoaded };

export const BasicNavigation: Story = { args: { settings2: { navigationSystem: 'basic' } } };

export const PanelNavigation: Story = {
  args: { settings2: { navigationSystem: 'panel' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-navigation="panel"]')).not.toBeNull());
  },
};

export const NotFound: Story = {
  args: { path: '/no-such-page' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Oops! This page is missing.' }),
    ).toBeVisible();
  },
};

/** The phone's menu: a drawer with the brand's icons and the language; Escape closes it. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('button', { name: 'Open the menu' });
    await userEvent.click(menu);
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(drawer.querySelectorAll('a[data-nav-item] svg[data-icon]').length).toBeGreaterThan(2),
    );
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
  },
};

/** A player's phone menu: their own links under the main menu. */
export const MobilePlayerMenuOpen: Story = {
  args: { player: storyPlayer },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await playerHeaderLoaded(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Open the menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    await expect(await within(drawer).findByTestId('nav-logout')).toBeVisible();
  },
};

export const MobilePlayer: Story = {
  args: { player: storyPlayer },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: playerHeaderLoaded,
};

export const SessionEndedModal: Story = {
  args: { path: '/?modal=session-ended&reason=USER_INACTIVITY_TIMEOUT&time=2026-11-22T10:00:00Z' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Session Timeout' });
    // The modal's body loads on demand.
    await expect(await within(dialog).findByText(/Your session has expired due to inactivity/)).toBeVisible();
  },
};

export const LoggedOutModal: Story = {
  args: { path: '/?modal=session-ended&reason=USER_INITIATED&time=2026-11-22T10:00:00Z' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Logged Out' });
    await expect(await within(dialog).findByRole('button', { name: 'Log in' })).toBeVisible();
  },
};
