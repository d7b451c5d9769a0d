// How the player's KYC status and their document requests relate (spec 2: the KYC status
// discrepancy notice; spec 8: "a KYC status sync delay notice").
//
// The account status (user details kycStatus) and the document statuses come from two calls and
// are updated at different times by the back office. They disagree when:
//  - every requested document is confirmed, yet kycStatus is not APPROVED (the approval has not
//    reached the account yet), or
//  - kycStatus is APPROVED while a document is still requested or was rejected (a new request or
//    a review that has not reached the account yet).
// A pending document never counts: it is simply under review. Without document types there is
// nothing to compare.
import type { BadgeTone } from '@casino/ui';
import type { DocumentStatus } from './verificationApi.ts';

export const APPROVED = 'APPROVED';

export type KycDiscrepancy = 'documentsConfirmedNotApproved' | 'approvedWithOpenRequests';

export function kycDiscrepancy(
  kycStatus: string | null | undefined,
  labels: readonly { status: DocumentStatus }[],
): KycDiscrepancy | null {
  if (labels.length === 0) return null;
  const approved = kycStatus === APPROVED;
  if (!approved && labels.every((label) => label.status === 'confirmed'))
    return 'documentsConfirmedNotApproved';
  if (approved && labels.some((label) => label.status === 'rejected' || label.status === 'requested'))
    return 'approvedWithOpenRequests';
  return null;
}

export const documentStatusTone: Record<DocumentStatus, BadgeTone> = {
  confirmed: 'success',
  rejected: 'error',
  requested: 'warning',
  pending: 'info',
};

/** A new file can be sent for a type that is asked for or was refused; not while one is reviewed or once confirmed. */
export const canUpload = (status: DocumentStatus): boolean => status === 'requested' || status === 'rejected';

export type KycState = 'approved' | 'pending' | 'rejected' | 'notStarted' | 'other';

/** The account's KYC status as the profile and verification pages name it. */
export function kycState(kycStatus: string | null | undefined): KycState {
  switch (kycStatus) {
    case APPROVED:
      return 'approved';
    case 'PENDING':
      return 'pending';
    case 'REJECTED':
      return 'rejected';
    case 'NOT_STARTED':
    case null:
    case undefined:
    case '':
      return 'notStarted';
    default:
      return 'other';
  }
}

export const kycStateTone: Record<KycState, BadgeTone> = {
  approved: 'success',
  pending: 'info',
  rejected: 'error',
  notStarted: 'warning',
  other: 'neutral',
};
