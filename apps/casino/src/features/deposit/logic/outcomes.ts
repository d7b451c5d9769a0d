// spec 2 / 8: the deposit outcome modals (?modal=deposit-…&met=<method>).
import type { MessageDescriptor } from 'react-intl';
import { depositMessages as messages } from '../depositMessages.ts';
import { type DepositOutcome, depositOutcomes, outcomeModalName } from './outcomeNames.ts';

export { type DepositOutcome, depositOutcomes, outcomeModalName };

export interface OutcomeWords {
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** Failed, returned, declined, cancelled and pending deposits offer Retry and another method. */
  offersRetry: boolean;
}

export const outcomeWords: Record<DepositOutcome, OutcomeWords> = {
  failed: { title: messages.failedTitle, text: messages.failedText, offersRetry: true },
  return: { title: messages.returnedTitle, text: messages.returnedText, offersRetry: true },
  decline: { title: messages.declinedTitle, text: messages.declinedText, offersRetry: true },
  cancel: { title: messages.cancelledTitle, text: messages.cancelledText, offersRetry: true },
  pending: { title: messages.pendingTitle, text: messages.pendingText, offersRetry: true },
  success: { title: messages.successTitle, text: messages.successText, offersRetry: false },
};

/** The outcome a deposit answer's redirect names (the back end's `/deposit?modal=deposit-x&met=…`). */
export function outcomeOfRedirect(redirectUrl: string | null | undefined): DepositOutcome | undefined {
  if (!redirectUrl) return undefined;
  const modal = new URL(redirectUrl, 'http://x').searchParams.get('modal') ?? '';
  return depositOutcomes.find((outcome) => outcomeModalName(outcome) === modal);
}
