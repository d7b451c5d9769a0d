// spec 2: "back" walks the in-app history of the last 5 paths; with none it goes to the home
// page of the current locale (the router's basename keeps the locale).
import { Button } from '@casino/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useNavigationHistory } from './navigationHistory.ts';

const messages = defineMessages({
  back: { id: 'shell.back', defaultMessage: 'Back' },
});

export function BackLink() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Button
      kind="link"
      size="small"
      data-testid="back"
      onClick={() => void navigate(useNavigationHistory.getState().back() ?? '/')}
    >
      {intl.formatMessage(messages.back)}
    </Button>
  );
}
