// The live chat wired to the back end: the room (useChatRoom), the player's saved settings (their
// details' chatSettings, saved with PUT /api/user/chat-settings), sending with the server's
// refusals worded, and for a guest a way to the login modal.
import { updateChatSettingsMutation } from '@casino/api-client';
import { Button } from '@casino/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { serverErrorText } from '../../core/forms/serverError.ts';
import { searchWithModal } from '../../core/modals/modalNavigation.ts';
import { AppLink } from '../../core/routing/AppLink.tsx';
import { useSession } from '../../core/session/sessionStore.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatSettingsForm } from './ChatSettingsForm.tsx';
import { ChatGuestNote, ChatView } from './ChatView.tsx';
import { type ChatSettingsValue, chatSettingsOf } from './chatAppearance.ts';
import { chatRefusalOf } from './chatRefusal.ts';
import { chatText } from './chatText.ts';
import { useChatRoom } from './useChatRoom.ts';

/** The composer's wording of a failed send. */
export function refusalText(intl: IntlShape, error: unknown): string | undefined {
  const refusal = chatRefusalOf(error);
  switch (refusal?.kind) {
    case undefined:
      return undefined;
    case 'tooLong':
      return intl.formatMessage(chatText.tooLong);
    case 'tooFast':
      return refusal.seconds === undefined
        ? intl.formatMessage(chatText.tooFastLater)
        : intl.formatMessage(chatText.tooFast, { seconds: refusal.seconds });
    case 'muted':
      return refusal.until === undefined
        ? intl.formatMessage(chatText.mutedNoEnd)
        : intl.formatMessage(chatText.muted, { until: new Date(refusal.until) });
    case 'other':
      return serverErrorText(intl, error);
  }
}

export function Chat({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const intl = useIntl();
  const { api } = useApp();
  const { search } = useLocation();
  const authenticated = useSession((state) => state.status === 'authenticated');
  const [open, setOpen] = useState(initiallyOpen);
  const room = useChatRoom({ open });
  const details = useQuery({ ...userDetailsQuery.options(api), enabled: authenticated });
  const saved = chatSettingsOf(authenticated ? details.data?.chatSettings : undefined);
  // The settings form's choice, previewed until it is saved (then the saved ones show again).
  const [choice, setChoice] = useState<ChatSettingsValue | null>(null);
  const saveSettings = useMutation({
    ...updateChatSettingsMutation(api),
    onSuccess: async (answer, body, result, context) => {
      await updateChatSettingsMutation(api).onSuccess?.(answer, body, result, context);
      setChoice(null);
    },
  });
  const [draft, setDraft] = useState('');
  const { send } = room;

  return (
    <ChatView
      open={open}
      onOpenChange={setOpen}
      unread={room.unread}
      settings={choice ?? saved}
      state={room.query.isPending ? 'loading' : room.query.isError && !room.query.data ? 'failed' : 'ready'}
      lines={room.lines}
      error={serverErrorText(intl, room.query.error)}
      retrying={room.query.isFetching}
      onRetry={() => void room.query.refetch()}
      footer={
        authenticated ? (
          <ChatComposer
            draft={draft}
            onDraftChange={(next) => {
              setDraft(next);
              if (send.isError) send.reset();
            }}
            sending={send.isPending}
            refusal={refusalText(intl, send.error)}
            onSend={(text) =>
              send.mutate(
                { text },
                // Only a message the server took clears the field; a refusal keeps it to edit.
                { onSuccess: () => setDraft('') },
              )
            }
          />
        ) : (
          <ChatGuestNote
            logIn={
              <AppLink
                target={{ href: searchWithModal(search, 'login') }}
                render={(props) => (
                  <Button href={props.href} onClick={props.onClick} kind="primary" data-testid="chat-log-in">
                    {intl.formatMessage(chatText.logIn)}
                  </Button>
                )}
              />
            }
          />
        )
      }
      settingsForm={
        authenticated && details.data ? (
          <ChatSettingsForm
            value={choice ?? saved}
            onChange={(next) => {
              setChoice(next);
              saveSettings.reset();
            }}
            onSave={() => saveSettings.mutate({ ...(choice ?? saved) })}
            saving={saveSettings.isPending}
            saved={saveSettings.isSuccess}
            error={serverErrorText(intl, saveSettings.error)}
          />
        ) : undefined
      }
    />
  );
}
