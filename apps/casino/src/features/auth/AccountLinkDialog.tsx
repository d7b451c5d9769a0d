// The question of AccountLinkChoice: which account to continue with. Loaded only when asked.
import { Button, ModalContainer } from '@casino/ui';
import { defineMessage, useIntl } from 'react-intl';

type Names = { current: string; other: string };
const messages = {
  title: defineMessage({ id: 'auth.accountLink.title', defaultMessage: 'Which account?' }),
  body: defineMessage<Names>({
    id: 'auth.accountLink.body',
    defaultMessage: 'You are signed in as {current}. The link you opened is for {other}.',
  }),
  stay: defineMessage<Names>({ id: 'auth.accountLink.stay', defaultMessage: 'Continue as {current}' }),
  switch: defineMessage<Names>({ id: 'auth.accountLink.switch', defaultMessage: 'Switch to {other}' }),
};

export interface AccountLinkDialogProps {
  names: Names;
  /** Keep the current session (also on Escape or close). */
  onStay: () => void;
  /** Continue as the link's player. */
  onSwitch: () => void;
}

export default function AccountLinkDialog({ names, onStay, onSwitch }: AccountLinkDialogProps) {
  const intl = useIntl();
  return (
    <ModalContainer
      open
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.body, names)}
      footer={
        <>
          <Button kind="primary" onClick={onStay}>
            {intl.formatMessage(messages.stay, names)}
          </Button>
          <Button kind="outline" onClick={onSwitch}>
            {intl.formatMessage(messages.switch, names)}
          </Button>
        </>
      }
    >
      {null}
    </ModalContainer>
  );
}
