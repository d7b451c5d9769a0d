// Ghost mode on the player's profile (spec 1): their name is hidden in every feed and leaderboard
// others see. The server applies it to each bet as it is written; the switch shows the saved state.
import { setGhostModeMutation } from '@casino/api-client';
import { Stack, Switch } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { serverErrorText } from '../../core/forms/serverError.ts';
import { useSavedSwitch } from '../../core/forms/useSavedSwitch.ts';
import styles from './TopWins.module.css';
import { topWinsMessages as messages } from './topWinsMessages.ts';

export interface GhostModeToggleViewProps {
  enabled: boolean;
  saving: boolean;
  /** The failure in words (describeError). */
  error?: string | undefined;
  onChange: (enabled: boolean) => void;
}

export function GhostModeToggleView({ enabled, saving, error, onChange }: GhostModeToggleViewProps) {
  const intl = useIntl();
  return (
    <Stack gap={2} data-testid="ghost-mode">
      <Switch
        label={intl.formatMessage(messages.ghostToggle)}
        checked={enabled}
        disabled={saving}
        onCheckedChange={onChange}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Stack>
  );
}

export function GhostModeToggle() {
  const intl = useIntl();
  const { api } = useApp();
  const details = useQuery(userDetailsQuery.options(api));
  const ghostMode = useSavedSwitch(details.data?.user.ghostMode === true, setGhostModeMutation(api));
  if (!details.data) return null;
  return (
    <GhostModeToggleView
      enabled={ghostMode.checked}
      saving={ghostMode.saving}
      error={serverErrorText(intl, ghostMode.error)}
      onChange={ghostMode.change}
    />
  );
}

// The manifest loads this module lazily: its default is the slot component.
export { GhostModeToggle as default };
