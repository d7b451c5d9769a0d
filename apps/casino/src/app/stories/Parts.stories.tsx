// The shell's parts on their own, in every brand: header actions for a guest and a player, the
// profile menu opened, the footer with its language switcher, and the country-block notice.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import CountryBlockNotice from '../../features/country-block/CountryBlockNotice.tsx';
import { Footer } from '../../shell/Footer.tsx';
import { BrandLogo, HeaderActions } from '../../shell/Header.tsx';
import { LanguageSwitcher } from '../../shell/LanguageSwitcher.tsx';
import { ShellStoryFrame, type ShellStoryProps } from './ShellStoryFrame.tsx';
import { storyPlayer } from './storyBackEnd.ts';

const parts = {
  header: (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-4)' }}>
      <BrandLogo />
      <HeaderActions />
    </div>
  ),
  footer: <Footer />,
  languageSwitcher: <LanguageSwitcher />,
  countryBlock: <CountryBlockNotice countryName="Freedonia" excluded={['FD']} onVerified={() => undefined} />,
} satisfies Record<string, ReactNode>;

function ShellPart({ part, ...frame }: Omit<ShellStoryProps, 'children'> & { part: keyof typeof parts }) {
  return <ShellStoryFrame {...frame}>{parts[part]}</ShellStoryFrame>;
}

const meta = {
  title: 'App/Shell/Parts',
  component: ShellPart,
  args: { part: 'header', player: null },
  argTypes: { part: { control: 'inline-radio', options: Object.keys(parts) } },
} satisfies Meta<typeof ShellPart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeaderGuest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('header-login')).toHaveTextContent('Log in');
    await expect(canvas.getByTestId('header-registration')).toHaveTextContent('Sign up');
  },
};

export const HeaderPlayer: Story = {
  args: { player: storyPlayer },
  play: async ({ canvasElement }) => {
    // The player's header loads on demand.
    const balance = await within(canvasElement).findByTestId('balance', undefined, { timeout: 10_000 });
    await expect(balance).toHaveTextContent('1,244.50');
  },
};

export const ProfileMenuOpen: Story = {
  args: { player: storyPlayer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('profile-menu-button', undefined, { timeout: 10_000 }));
    await expect(canvas.getByTestId('profile-menu-button')).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByTestId('nav-logout')).toBeVisible();
  },
};

export const FooterLinks: Story = { args: { part: 'footer' } };

export const LanguageSwitcherMenu: Story = { args: { part: 'languageSwitcher' } };

export const CountryBlock: Story = {
  args: { part: 'countryBlock' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Site Unavailable in Your Country' }),
    ).toBeVisible();
  },
};
