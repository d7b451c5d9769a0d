// The player's chat settings: name colour, dark or light appearance, font size. Saved for the
// player on the server (PUT /api/user/chat-settings), so they follow them to a reload or another
// device; the panel previews the choice while the form is open.
import { Button, RadioGroup, Select } from '@casino/ui';
import { type FormEvent, useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './Chat.module.css';
import {
  type ChatAppearance,
  type ChatSettingsValue,
  chatAppearances,
  chatFontSizes,
} from './chatAppearance.ts';
import { chatText } from './chatText.ts';

export interface ChatSettingsFormProps {
  id?: string;
  value: ChatSettingsValue;
  onChange: (value: ChatSettingsValue) => void;
  onSave: () => void;
  saving: boolean;
  saved: boolean;
  /** The failure in words (describeError). */
  error?: string | undefined;
}

export function ChatSettingsForm({
  id,
  value,
  onChange,
  onSave,
  saving,
  saved,
  error,
}: ChatSettingsFormProps) {
  const intl = useIntl();
  const colourId = useId();
  const sizes: readonly number[] = chatFontSizes.includes(value.fontSize as (typeof chatFontSizes)[number])
    ? chatFontSizes
    : [...chatFontSizes, value.fontSize].sort((a, b) => a - b);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form id={id} className={styles.settings} onSubmit={submit} data-testid="chat-settings">
      <div className={styles.colour}>
        <label htmlFor={colourId}>{intl.formatMessage(chatText.nameColour)}</label>
        <input
          id={colourId}
          type="color"
          value={value.nameColor}
          onChange={(event) => onChange({ ...value, nameColor: event.target.value })}
        />
      </div>
      <RadioGroup
        legend={intl.formatMessage(chatText.appearance)}
        name={`${colourId}-appearance`}
        value={value.appearance}
        options={chatAppearances.map((appearance) => ({
          value: appearance,
          label: intl.formatMessage(chatText[appearance]),
        }))}
        onChange={(appearance) => onChange({ ...value, appearance: appearance as ChatAppearance })}
      />
      <Select
        label={intl.formatMessage(chatText.fontSize)}
        value={String(value.fontSize)}
        options={sizes.map((size) => ({
          value: String(size),
          label: intl.formatMessage(chatText.fontSizeValue, { size }),
        }))}
        onChange={(event) => onChange({ ...value, fontSize: Number(event.target.value) })}
      />
      <Button type="submit" kind="secondary" loading={saving}>
        {intl.formatMessage(chatText.save)}
      </Button>
      {error ? (
        <p role="alert" className={styles.refusal}>
          {error}
        </p>
      ) : (
        <p role="status" className={styles.note}>
          {saved ? intl.formatMessage(chatText.saved) : ''}
        </p>
      )}
    </form>
  );
}
