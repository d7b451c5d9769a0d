// The player's own switch for their public statistics (private by default, spec 1 / integrity
// issue): on their statistics page and on the profile overview, with a link to the page there.
import { setStatisticsVisibilityMutation } from '@casino/api-client';
import { Checkbox, Stack } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { serverErrorText } from '../../core/forms/serverError.ts';
import { useSavedSwitch } from '../../core/forms/useSavedSwitch.ts';
import { AppLink } from '../../core/routing/AppLink.tsx';
import styles from './PlayerStatistics.module.css';
import { statisticsMessages as messages } from './statisticsMessages.ts';

export interface StatisticsVisibilityViewProps {
  isPublic: boolean;
  saving: boolean;
  /** The failure in words (describeError). */
  error?: string | undefined;
  onChange: (isPublic: boolean) => void;
  /** The way to the player's statistics page, on the profile (absent on that page itself). */
  pageLink?: ReactNode;
}

export function StatisticsVisibilityView({
  isPublic,
  saving,
  error,
  onChange,
  pageLink,
}: StatisticsVisibilityViewProps) {
  const intl = useIntl();
  return (
    <Stack gap={2} data-testid="statistics-visibility">
      <Checkbox
        label={intl.formatMessage(messages.visibility)}
        checked={isPublic}
        disabled={saving}
        onChange={(event) => onChange(event.target.checked)}
      />
      <p className={styles.muted}>{intl.formatMessage(messages.visibilityHint)}</p>
      {pageLink}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Stack>
  );
}

/** The switch for the signed-in player; `withLink` adds the way to their page (on the profile). */
export function StatisticsVisibility({ withLink = false }: { withLink?: boolean }) {
  const intl = useIntl();
  const { api } = useApp();
  const details = useQuery(userDetailsQuery.options(api));
  const user = details.data?.user;
  const visibility = useSavedSwitch(user?.statisticsPublic === true, setStatisticsVisibilityMutation(api));
  if (!user?.uuid) return null;
  return (
    <StatisticsVisibilityView
      isPublic={visibility.checked}
      saving={visibility.saving}
      error={serverErrorText(intl, visibility.error)}
      onChange={visibility.change}
      pageLink={
        withLink && (
          <AppLink
            target={{ page: 'playerStatistics', params: { player: user.uuid } }}
            className={styles.link}
          >
            {intl.formatMessage(messages.viewMine)}
          </AppLink>
        )
      }
    />
  );
}

/** The profile overview's block (the profileActions slot). */
export function ProfileStatisticsAction() {
  return <StatisticsVisibility withLink />;
}

// The manifest loads this module lazily: its default is the slot component.
export { ProfileStatisticsAction as default };
