// "Resend verification e-mail": the action an expired link promises (spec 2), offered wherever a
// player with an unverified e-mail address looks for it. The view is presentational (stories);
// the container sends the request and keeps its outcome.
import { Button, Stack, Text } from '@casino/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { serverErrorText } from '../../core/forms/serverError.ts';
import { useSession } from '../../core/session/sessionStore.ts';
import { emailVerificationMessages as messages } from './emailVerificationMessages.ts';
import styles from './ResendVerification.module.css';

export interface ResendVerificationViewProps {
  /** Where the link goes (shown once it is sent). */
  email: string;
  state: 'idle' | 'sending' | 'sent' | 'failed';
  /** The failure in words (describeError), when state is failed. */
  error?: string | undefined;
  onResend: () => void;
  /** Full width in a dialog, compact in a menu or an action row. @default false */
  fullWidth?: boolean;
}

export function ResendVerificationView({
  email,
  state,
  error,
  onResend,
  fullWidth = false,
}: ResendVerificationViewProps) {
  const intl = useIntl();
  return (
    <Stack gap={2} data-testid="resend-verification">
      {state === 'sent' ? (
        <Text role="status">{intl.formatMessage(messages.sent, { email })}</Text>
      ) : (
        <Button
          type="button"
          kind="outline"
          size={fullWidth ? 'large' : 'small'}
          fullWidth={fullWidth}
          loading={state === 'sending'}
          onClick={onResend}
        >
          {intl.formatMessage(messages.resend)}
        </Button>
      )}
      {state === 'failed' && error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Stack>
  );
}

/** The player's unverified address, or null (no address, already verified, details not loaded). */
export function useUnverifiedEmail(): string | null {
  const { api } = useApp();
  // A guest has no details to ask for (the call would answer 403 and open the login dialog).
  const authenticated = useSession((state) => state.status === 'authenticated');
  const details = useQuery({ ...userDetailsQuery.options(api), enabled: authenticated });
  const user = details.data?.user;
  return user?.email && !user.isEmailVerified ? user.email : null;
}

export function ResendVerification({ email, fullWidth }: { email: string; fullWidth?: boolean }) {
  const intl = useIntl();
  const { api } = useApp();
  const resend = useMutation({ mutationFn: () => api.resendVerificationEmail() });
  const state = resend.isPending ? 'sending' : resend.isSuccess ? 'sent' : resend.isError ? 'failed' : 'idle';
  return (
    <ResendVerificationView
      email={email}
      state={state}
      error={serverErrorText(intl, resend.error)}
      onResend={() => resend.mutate()}
      fullWidth={fullWidth ?? false}
    />
  );
}

/** The profile overview's action (slot profileActions), for an unverified address only. */
export function ProfileResendAction() {
  const email = useUnverifiedEmail();
  return email ? <ResendVerification email={email} /> : null;
}

/** A reminder at the top of the profile menu (slot profileMenu), for an unverified address only. */
export function ProfileMenuReminder() {
  const intl = useIntl();
  const email = useUnverifiedEmail();
  if (!email) return null;
  return (
    <div className={styles.reminder}>
      <p>{intl.formatMessage(messages.notVerified)}</p>
      <ResendVerification email={email} />
    </div>
  );
}
