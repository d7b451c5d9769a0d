import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { styledElement } from '../../internal/styling.ts';
import type { ButtonKind, ButtonSize } from '../Button/Button.props.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { clipboardMessages as messages } from './Clipboard.messages.ts';

/** How long "Copied" stays before the label returns. */
export const COPIED_FEEDBACK_MS = 2000;

const Wrap = styledElement('span', { display: 'inline-flex', alignItems: 'center', gap: 'var(--space-2)' });
const Status = styledElement('span', {
  fontSize: 'var(--font-size-0)',
  '&[data-tone="error"]': { color: 'var(--color-error-readable)' },
  '&[data-tone="success"]': { color: 'var(--color-success-readable)' },
});

export type CopyButtonProps = {
  /** The text put on the clipboard. */
  value: string;
  /** Names what is copied when the button shows only an icon (e.g. "Copy wallet address"). */
  label?: string;
  /** @default false */
  iconOnly?: boolean;
  /** @default 'secondary' */
  kind?: ButtonKind;
  /** @default 'small' */
  size?: ButtonSize;
  onCopied?: () => void;
};

/** Copies a value (wallet address, credentials) and says so in a polite live region. */
export function CopyButton({
  value,
  label,
  iconOnly = false,
  kind = 'secondary',
  size = 'small',
  onCopied,
}: CopyButtonProps) {
  const intl = useIntl();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (status === 'idle') return;
    const timer = window.setTimeout(() => setStatus('idle'), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [status]);
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setStatus('copied');
      onCopied?.();
    } catch {
      setStatus('failed');
    }
  };
  const name = label ?? intl.formatMessage(messages.copy);
  return (
    <Wrap>
      {iconOnly ? (
        <Button
          kind={kind}
          size={size}
          iconOnly
          icon={<Icon name="copy" />}
          aria-label={name}
          onClick={copy}
        />
      ) : (
        <Button
          kind={kind}
          size={size}
          icon={<Icon name={status === 'copied' ? 'check' : 'copy'} />}
          onClick={copy}
        >
          {name}
        </Button>
      )}
      <Status role="status" data-tone={status === 'failed' ? 'error' : 'success'}>
        {status === 'copied' && intl.formatMessage(messages.copied)}
        {status === 'failed' && intl.formatMessage(messages.copyFailed)}
      </Status>
    </Wrap>
  );
}
