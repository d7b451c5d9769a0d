// The room's messages, oldest first, as plain text: a message is a React text node, so HTML in it
// is shown as typed and never parsed, and a link is not made clickable (nothing here turns text
// into elements). The list is a log: a screen reader hears new lines as they arrive.
import { EmptyState, Skeleton, SkeletonGroup, useBrandTheme, VisuallyHidden } from '@casino/ui';
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styles from './Chat.module.css';
import { type ChatSettingsValue, readableNameColour } from './chatAppearance.ts';
import { chatText } from './chatText.ts';
import type { ChatLine } from './messageList.ts';

export interface ChatLinesProps {
  state: 'loading' | 'failed' | 'ready';
  lines: readonly ChatLine[];
  settings: ChatSettingsValue;
  /** The failure in words (describeError). */
  error?: string | undefined;
  retrying?: boolean;
  onRetry: () => void;
}

export function ChatLines({ state, lines, settings, error, retrying = false, onRetry }: ChatLinesProps) {
  const intl = useIntl();
  const list = useRef<HTMLDivElement>(null);
  const last = lines.at(-1)?.id;
  // New lines scroll into view, unless the reader has scrolled up to read older ones.
  const following = useRef(true);
  const palette = useBrandTheme().components.chat[settings.appearance];
  useLayoutEffect(() => {
    const element = list.current;
    if (element && following.current && last !== undefined) element.scrollTop = element.scrollHeight;
  }, [last]);

  if (state === 'loading')
    return (
      <div className={styles.status}>
        <SkeletonGroup label={intl.formatMessage(chatText.loading)}>
          <Skeleton width="60%" />
          <Skeleton width="85%" />
          <Skeleton width="45%" />
        </SkeletonGroup>
      </div>
    );
  if (state === 'failed')
    return (
      <div className={styles.status} data-testid="chat-failed">
        <EmptyState variant="loadFailed" description={error} onRetry={onRetry} retrying={retrying} />
      </div>
    );
  if (lines.length === 0)
    return (
      <p className={styles.empty} data-testid="chat-empty">
        {intl.formatMessage(chatText.empty)}
      </p>
    );
  const ownName = readableNameColour(settings.nameColor, palette);
  return (
    <div
      ref={list}
      className={styles.lines}
      role="log"
      aria-label={intl.formatMessage(chatText.messages)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
      }}
      data-testid="chat-lines"
    >
      <ol className={styles.list}>
        {lines.map((line) => (
          <li
            key={line.id}
            className={styles.line}
            data-testid="chat-line"
            data-me={line.isMe ? 'true' : undefined}
          >
            <span className={styles.name} style={{ color: line.isMe ? ownName : palette.muted }}>
              {line.nickname}
              {line.isMe && <VisuallyHidden> {intl.formatMessage(chatText.me)}</VisuallyHidden>}
            </span>{' '}
            <span className={styles.text} data-testid="chat-text">
              {line.text}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
