import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styledElement } from '../../internal/styling.ts';
import type { ButtonKind, ButtonSize } from '../Button/Button.props.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { clipboardMessages as messages } from './Clipboard.messages.ts';

const Wrap = styledElement('span', { display: 'inline-flex', alignItems: 'center', gap: 'var(--space-2)' });
const ErrorText = styledElement('span', {
  fontSize: 'var(--font-size-0)',
  color: 'var(--color-error-readable)',
});

export type PasteButtonProps = {
  /** Receives the clipboard text (e.g. into a wallet address field). */
  onPaste: (text: string) => void;
  /** @default false */
  iconOnly?: boolean;
  /** Names the target when icon-only (e.g. "Paste wallet address"). */
  label?: string;
  /** @default 'secondary' */
  kind?: ButtonKind;
  /** @default 'small' */
  size?: ButtonSize;
};

/** Reads text from the clipboard; a refusal or an unsupported browser shows 'Unable to read from clipboard'. */
export function PasteButton({
  onPaste,
  iconOnly = false,
  label,
  kind = 'secondary',
  size = 'small',
}: PasteButtonProps) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const paste = async () => {
    try {
      if (!navigator.clipboard?.readText) throw new Error('no clipboard');
      const text = await navigator.clipboard.readText();
      setFailed(false);
      onPaste(text);
    } catch {
      setFailed(true);
    }
  };
  const name = label ?? intl.formatMessage(messages.paste);
  return (
    <Wrap>
      {iconOnly ? (
        <Button
          kind={kind}
          size={size}
          iconOnly
          icon={<Icon name="paste" />}
          aria-label={name}
          onClick={paste}
        />
      ) : (
        <Button kind={kind} size={size} icon={<Icon name="paste" />} onClick={paste}>
          {name}
        </Button>
      )}
      <ErrorText role="alert">{failed && intl.formatMessage(messages.readFailed)}</ErrorText>
    </Wrap>
  );
}
