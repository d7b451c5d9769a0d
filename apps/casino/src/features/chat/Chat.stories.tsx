import { Button } from '@casino/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatSettingsForm } from './ChatSettingsForm.tsx';
import { ChatGuestNote, ChatView } from './ChatView.tsx';
import { defaultChatSettings } from './chatAppearance.ts';
import type { ChatLine } from './messageList.ts';

const at = '2026-11-23T08:00:00.000Z';
const lines: ChatLine[] = [
  { id: 1, room: 'general', nickname: 'LuckyAda', text: 'Good luck everyone!', createdAt: at },
  { id: 2, room: 'general', nickname: 'Hidden', text: 'Reference Fruits paid 100× just now', createdAt: at },
  {
    id: 3,
    room: 'general',
    nickname: 'a-very-long-nickname-that-does-not-fit',
    text: 'A long message that wraps over several lines of the panel, to show how the chat keeps long text readable without a horizontal scroll bar.',
    createdAt: at,
  },
  {
    id: 4,
    room: 'general',
    nickname: 'DanaD',
    text: 'Anyone up for the weekend race?',
    createdAt: at,
    isMe: true,
  },
];
/** What a player typed with markup in it: the panel must show it as text. */
const markup = '<b>bold</b> <img src=x onerror=alert(1)> see https://example.com';

const body = () => within(document.body);
const composer = (props: Partial<Parameters<typeof ChatComposer>[0]> = {}) => (
  <ChatComposer draft="" onDraftChange={fn()} onSend={fn()} sending={false} {...props} />
);
const settingsForm = (
  <ChatSettingsForm value={defaultChatSettings} onChange={fn()} onSave={fn()} saving={false} saved={false} />
);

const meta = {
  title: 'App/Chat/ChatView',
  component: ChatView,
  args: {
    open: true,
    onOpenChange: fn(),
    unread: 0,
    settings: defaultChatSettings,
    state: 'ready',
    lines,
    onRetry: fn(),
    footer: composer(),
    settingsForm,
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'failed', 'ready'] },
    footer: { control: false },
    settingsForm: { control: false },
  },
} satisfies Meta<typeof ChatView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A player's open panel: the room's messages (their own name in their colour) and the composer. */
export const Player: Story = {
  play: async () => {
    const panel = body().getByTestId('chat-panel');
    await expect(within(panel).getAllByTestId('chat-line')).toHaveLength(lines.length);
    await expect(within(panel).getByRole('log')).toBeVisible();
    await expect(within(panel).getByTestId('chat-composer')).toBeVisible();
  },
};

/** Closed, with messages that arrived meanwhile: the launcher counts them. */
export const ClosedWithUnread: Story = {
  args: { open: false, unread: 3 },
  // The launcher is fixed to the window's corner: the story fills the window so its picture shows it.
  decorators: [(Story) => <div style={{ minHeight: '100vh' }}>{Story()}</div>],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('chat-unread')).toHaveTextContent('3');
    await expect(body().queryByTestId('chat-panel')).toBeNull();
    await userEvent.click(canvas.getByTestId('chat-launcher'));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/** The room is being read. */
export const Loading: Story = { args: { state: 'loading', lines: [] } };

/** The room could not be read: the failure in words and a retry. */
export const Failed: Story = {
  args: {
    state: 'failed',
    lines: [],
    error: 'We could not reach the casino. Check your connection and try again.',
  },
  play: async ({ args }) => {
    await userEvent.click(within(body().getByTestId('chat-failed')).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Nobody has written yet. */
export const Empty: Story = {
  args: { lines: [] },
  play: async () => {
    await expect(body().getByTestId('chat-empty')).toBeVisible();
  },
};

/** A guest reads; writing needs an account: a log-in button instead of the composer. */
export const Guest: Story = {
  args: {
    settingsForm: undefined,
    footer: <ChatGuestNote logIn={<Button href="?modal=login">Log in</Button>} />,
  },
  play: async () => {
    const panel = body().getByTestId('chat-panel');
    await expect(within(panel).getByTestId('chat-guest')).toBeVisible();
    await expect(within(panel).queryByTestId('chat-composer')).toBeNull();
    await expect(within(panel).queryByTestId('chat-settings-toggle')).toBeNull();
  },
};

/** Markup and links in a message are shown as typed: no element is made from them. */
export const HtmlAsText: Story = {
  args: { lines: [{ id: 9, room: 'general', nickname: 'Mallory', text: markup, createdAt: at }] },
  play: async () => {
    const line = body().getByTestId('chat-text');
    await expect(line).toHaveTextContent(markup);
    await expect(line.querySelector('b, img, a')).toBeNull();
  },
};

/** The server refused a message as too long: worded, and the typed text stays. */
export const RefusedTooLong: Story = {
  args: {
    footer: composer({
      draft: 'x'.repeat(520),
      refusal: 'Your message is too long. Shorten it and send it again.',
    }),
  },
  play: async () => {
    await expect(body().getByTestId('chat-refusal')).toBeVisible();
    await expect(body().getByRole('textbox')).toHaveValue('x'.repeat(520));
    await expect(body().getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sending faster than the server allows. */
export const RefusedTooFast: Story = {
  args: {
    footer: composer({
      draft: 'one more thing',
      refusal: 'You are sending messages too fast. Wait 7 seconds and send it again.',
    }),
  },
};

/** A moderator muted the player. */
export const RefusedMuted: Story = {
  args: {
    footer: composer({
      draft: 'let me speak',
      refusal: 'You are muted in the chat until 23 Nov 2026 09:00.',
    }),
  },
};

/** Sending: the button waits. */
export const Sending: Story = { args: { footer: composer({ draft: 'on its way', sending: true }) } };

/** The player's settings open: name colour, appearance, font size. */
export const Settings: Story = {
  args: { defaultSettingsOpen: true },
  play: async () => {
    const panel = within(body().getByTestId('chat-panel'));
    await expect(panel.getByTestId('chat-settings')).toBeVisible();
    await expect(panel.getByTestId('chat-settings-toggle')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(panel.getByTestId('chat-settings-toggle'));
    await expect(panel.getByTestId('chat-settings')).not.toBeVisible();
    // Shown again: the story's picture is the open form.
    await userEvent.click(panel.getByTestId('chat-settings-toggle'));
    await expect(panel.getByTestId('chat-settings')).toBeVisible();
  },
};

/** Light appearance, a larger font and a pale name colour (shown darker so it stays readable). */
export const LightAppearance: Story = {
  args: { settings: { nameColor: '#ffee00', appearance: 'light', fontSize: 18 } },
  play: async () => {
    await expect(body().getByTestId('chat-panel')).toHaveAttribute('data-appearance', 'light');
  },
};

/** On a phone the panel fills the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** A guest on a phone. */
export const GuestMobile: Story = {
  args: Guest.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
