// Messages that core pieces (guards, page states, call failures) say on behalf of every feature.
// Their ids predate core/ and stay, so existing translations keep applying.
import { defineMessages } from 'react-intl';

/** A player-only page's states: not signed in, loading, failed to load. */
export const pageStateMessages = defineMessages({
  loginNeeded: { id: 'profile.loginNeeded', defaultMessage: 'Log in to see this page.' },
  logIn: { id: 'profile.logIn', defaultMessage: 'Log in' },
  loadFailed: { id: 'profile.loadFailed', defaultMessage: 'Your profile could not be loaded.' },
  retry: { id: 'profile.retry', defaultMessage: 'Try again' },
  loading: { id: 'profile.loading', defaultMessage: 'Loading your profile' },
  depositRequired: { id: 'core.depositRequired.title', defaultMessage: 'Deposit Required' },
  depositRequiredText: {
    id: 'core.depositRequired.text',
    defaultMessage: 'This feature needs a deposit. Make your first deposit to use it.',
  },
  deposit: { id: 'core.depositRequired.deposit', defaultMessage: 'Deposit' },
});

/** A call that failed: the server's refusal without a message, or no answer at all (spec 8). */
export const callFailureMessages = defineMessages({
  tryAgain: { id: 'msg.try.again', defaultMessage: 'Something went wrong. Please try again.' },
  unreachable: {
    id: 'account.register.unreachable',
    defaultMessage: 'We could not reach the casino. Check your connection and try again.',
  },
});

/** A page that failed to load or render: what happened and a way to recover. */
export const routeErrorMessages = defineMessages({
  routeError: { id: 'shell.routeError', defaultMessage: 'Something went wrong' },
  routeErrorBody: {
    id: 'shell.routeErrorBody',
    defaultMessage: 'This part of the page could not load. Check your connection and try again.',
  },
  reload: { id: 'shell.reload', defaultMessage: 'Try again' },
});

/** One slot contribution (a header widget, a menu block) that failed to render: the rest stays. */
export const slotErrorMessages = defineMessages({
  slotError: { id: 'core.slotError.text', defaultMessage: 'This part could not be shown.' },
  retry: { id: 'core.slotError.retry', defaultMessage: 'Try again' },
});
