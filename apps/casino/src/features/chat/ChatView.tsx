// The launcher and the chat panel. The launcher sits on every page (the `global` slot) with the
// number of messages that arrived while the panel was closed. The panel is a non-modal dialog
// (Radix): docked at the end edge on a desktop, so the page stays usable beside it, and full
// screen on a phone. Opening moves focus into the panel, Escape or the close button closes it,
// and focus goes back to the launcher.
import { Badge, Button, Icon, useBrandTheme, usePortalContainer } from '@casino/ui';
import * as Dialog from '@radix-ui/react-dialog';
import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './Chat.module.css';
import launcherStyles from './ChatLauncher.module.css';
import { ChatLines, type ChatLinesProps } from './ChatLines.tsx';
import type { ChatSettingsValue } from './chatAppearance.ts';
import { chatText } from './chatText.ts';

export interface ChatViewProps extends Omit<ChatLinesProps, 'settings'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Messages that arrived while the panel was closed. */
  unread: number;
  /** What the panel shows: the saved settings, or the settings form's unsaved choice. */
  settings: ChatSettingsValue;
  /** Under the messages: the composer for a player, the log-in note for a guest. */
  footer: ReactNode;
  /** The player's settings form (guests have none). */
  settingsForm?: ReactNode;
  /** Start with the settings form shown (stories). */
  defaultSettingsOpen?: boolean;
}

export function ChatView({
  open,
  onOpenChange,
  unread,
  settings,
  footer,
  settingsForm,
  defaultSettingsOpen = false,
  ...lines
}: ChatViewProps) {
  const intl = useIntl();
  const [container, host] = usePortalContainer();
  const [settingsOpen, setSettingsOpen] = useState(defaultSettingsOpen);
  const settingsId = useId();
  const palette = useBrandTheme().components.chat[settings.appearance];
  const look = {
    '--chat-background': palette.background,
    '--chat-text': palette.text,
    '--chat-border': palette.border,
    '--chat-font-size': `${settings.fontSize}px`,
  } as CSSProperties;
  const unreadText = intl.formatMessage(chatText.unread, { count: unread });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      {host}
      <div className={launcherStyles.launcher}>
        <Dialog.Trigger asChild>
          <Button
            kind="primary"
            size="large"
            iconOnly
            icon={<Icon name="chat" size="24px" />}
            aria-label={
              unread > 0
                ? `${intl.formatMessage(chatText.open)}, ${unreadText}`
                : intl.formatMessage(chatText.open)
            }
            data-testid="chat-launcher"
          />
        </Dialog.Trigger>
        {unread > 0 && (
          <span className={styles.unread} data-testid="chat-unread" aria-hidden="true">
            <Badge tone="error">{unread > 99 ? '99+' : String(unread)}</Badge>
          </span>
        )}
      </div>
      {container && (
        <Dialog.Portal container={container}>
          <Dialog.Content
            className={styles.panel}
            aria-describedby={undefined}
            data-testid="chat-panel"
            data-appearance={settings.appearance}
            style={look}
            // Docked: working on the page beside the chat does not close it.
            onInteractOutside={(event) => event.preventDefault()}
          >
            <div className={styles.header}>
              <Dialog.Title className={styles.title}>{intl.formatMessage(chatText.title)}</Dialog.Title>
              {settingsForm && (
                <Button
                  kind="tertiary"
                  size="small"
                  aria-expanded={settingsOpen}
                  aria-controls={settingsId}
                  onClick={() => setSettingsOpen((shown) => !shown)}
                  data-testid="chat-settings-toggle"
                >
                  {intl.formatMessage(chatText.settings)}
                </Button>
              )}
              <Dialog.Close asChild>
                <Button
                  kind="tertiary"
                  size="small"
                  iconOnly
                  icon={<Icon name="close" />}
                  aria-label={intl.formatMessage(chatText.close)}
                />
              </Dialog.Close>
            </div>
            {settingsForm && (
              <div id={settingsId} hidden={!settingsOpen} className={styles.settingsArea}>
                {settingsForm}
              </div>
            )}
            <div className={styles.body}>
              <ChatLines settings={settings} {...lines} />
            </div>
            <div className={styles.footer}>{footer}</div>
          </Dialog.Content>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}

/** A guest's footer: the chat is theirs to read; writing needs an account. */
export function ChatGuestNote({ logIn }: { logIn: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={styles.guest} data-testid="chat-guest">
      <p className={styles.note}>{intl.formatMessage(chatText.guestNote)}</p>
      {logIn}
    </div>
  );
}
