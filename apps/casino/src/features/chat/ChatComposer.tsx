// Writing a message: Enter sends (Shift+Enter starts a new line). A refusal of the server is
// worded under the field and the typed text stays, so the player can shorten it or wait and send
// it again; only a sent message clears the field.
import { Button, classNameFor } from '@casino/ui';
import { type FormEvent, type KeyboardEvent, useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './Chat.module.css';
import { chatText } from './chatText.ts';

export interface ChatComposerProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: (text: string) => void;
  sending: boolean;
  /** The refusal in words. */
  refusal?: string | undefined;
}

export function ChatComposer({ draft, onDraftChange, onSend, sending, refusal }: ChatComposerProps) {
  const intl = useIntl();
  const fieldId = useId();
  const refusalId = useId();
  const text = draft.trim();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (text && !sending) onSend(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <form className={styles.composer} onSubmit={submit} data-testid="chat-composer">
      <label htmlFor={fieldId} className={classNameFor('visuallyHidden')}>
        {intl.formatMessage(chatText.compose)}
      </label>
      <textarea
        id={fieldId}
        className={styles.field}
        rows={2}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? refusalId : undefined}
        placeholder={intl.formatMessage(chatText.compose)}
      />
      <Button type="submit" loading={sending} disabled={!text}>
        {intl.formatMessage(chatText.send)}
      </Button>
      {refusal && (
        <p id={refusalId} role="alert" className={styles.refusal} data-testid="chat-refusal">
          {refusal}
        </p>
      )}
    </form>
  );
}
