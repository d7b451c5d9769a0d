import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { TerminationReason } from '../api/types.ts';

export const sessionMessages = defineMessages({
  timeoutTitle: { id: 'session.timeout.title', defaultMessage: 'Session Timeout' },
  loggedOutTitle: { id: 'session.loggedOut.title', defaultMessage: 'Logged Out' },
  at: defineMessage<{ time: string }>({ id: 'session.ended.at', defaultMessage: 'Ended at {time}' }),
  logIn: { id: 'session.ended.logIn', defaultMessage: 'Log in' },
  close: { id: 'session.ended.close', defaultMessage: 'Close' },
});

/** spec 4: inactivity-specific text, or the generic logout text of each reason. */
export const terminationText: Record<TerminationReason, MessageDescriptor> = defineMessages({
  USER_INACTIVITY_TIMEOUT: {
    id: 'session.reason.inactivity',
    defaultMessage: 'Your session has expired due to inactivity. Please log in again to continue.',
  },
  USER_INITIATED: {
    id: 'session.reason.userInitiated',
    defaultMessage: 'You have logged out. See you soon!',
  },
  SESSION_EXPIRED: {
    id: 'session.reason.expired',
    defaultMessage: 'Your session has expired. Please log in again.',
  },
  ACCOUNT_LOCKED: {
    id: 'session.reason.locked',
    defaultMessage: 'Your account has been locked. Please contact support.',
  },
  SECURITY_LOGOUT: {
    id: 'session.reason.security',
    defaultMessage: 'You were logged out for your security. Please log in again.',
  },
  CONCURRENT_SESSION: {
    id: 'session.reason.concurrent',
    defaultMessage: 'You were logged out because your account was used on another device.',
  },
  SESSION_TIME_LIMIT: {
    id: 'session.reason.sessionTimeLimit',
    defaultMessage: 'Your session time limit has been reached, so your session has ended.',
  },
  SYSTEM_MAINTENANCE: {
    id: 'session.reason.maintenance',
    defaultMessage: 'You were logged out for scheduled maintenance. Please log in again shortly.',
  },
});

export const terminationReasons = Object.keys(terminationText) as TerminationReason[];

export const isTerminationReason = (value: string | null): value is TerminationReason =>
  value !== null && (terminationReasons as string[]).includes(value);

export const sessionEndedTitle = (params: URLSearchParams): MessageDescriptor =>
  params.get('reason') === 'USER_INACTIVITY_TIMEOUT'
    ? sessionMessages.timeoutTitle
    : sessionMessages.loggedOutTitle;
