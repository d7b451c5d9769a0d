import { defineMessage, defineMessages } from 'react-intl';

export const verificationMessages = defineMessages({
  title: { id: 'verification.title', defaultMessage: 'Verification' },
  intro: {
    id: 'verification.intro',
    defaultMessage: 'Upload the documents below to verify your account.',
  },
  reviewNote: {
    id: 'verification.reviewNote',
    defaultMessage: 'We review uploaded documents within up to 24 hours.',
  },
  accountStatus: { id: 'verification.accountStatus', defaultMessage: 'Account status' },
  documentsHeading: { id: 'verification.documents', defaultMessage: 'Documents' },
  statusConfirmed: { id: 'verification.status.confirmed', defaultMessage: 'Confirmed' },
  statusRejected: { id: 'verification.status.rejected', defaultMessage: 'Rejected' },
  statusRequested: { id: 'verification.status.requested', defaultMessage: 'Requested' },
  statusPending: { id: 'verification.status.pending', defaultMessage: 'Pending' },
  kycApproved: { id: 'kyc.status.approved', defaultMessage: 'Verified' },
  kycPending: { id: 'kyc.status.pending', defaultMessage: 'Under review' },
  kycRejected: { id: 'kyc.status.rejected', defaultMessage: 'Rejected' },
  kycNotStarted: { id: 'kyc.status.notStarted', defaultMessage: 'Not verified' },
  lastFile: defineMessage<{ name: string; date: string }>({
    id: 'verification.lastFile',
    defaultMessage: 'Latest file: {name}, sent {date}',
  }),
  reviewerComment: defineMessage<{ comment: string }>({
    id: 'verification.reviewerComment',
    defaultMessage: 'Reviewer’s note: {comment}',
  }),
  underReview: {
    id: 'verification.underReview',
    defaultMessage: 'This document is being reviewed.',
  },
  confirmedNote: { id: 'verification.confirmedNote', defaultMessage: 'This document is confirmed.' },
  upload: { id: 'verification.upload', defaultMessage: 'Upload document' },
  fileLabel: { id: 'verification.fileLabel', defaultMessage: 'File to upload' },
  uploaded: {
    id: 'verification.uploaded',
    defaultMessage: 'Document uploaded. We review it within up to 24 hours.',
  },
  uploadFailed: { id: 'upload.failed', defaultMessage: 'Upload failed' },
  chooseFirst: { id: 'verification.chooseFirst', defaultMessage: 'Choose a file first' },
  discrepancyTitle: {
    id: 'kyc.discrepancy.title',
    defaultMessage: 'Your verification status is being updated',
  },
  discrepancyConfirmed: {
    id: 'kyc.discrepancy.confirmed',
    defaultMessage:
      'All your documents are confirmed, but your account does not show as verified yet. It can take a moment for the two to match.',
  },
  discrepancyOpen: {
    id: 'kyc.discrepancy.open',
    defaultMessage:
      'Your account shows as verified, but a document is still requested or was rejected. It can take a moment for the two to match.',
  },
  refresh: { id: 'kyc.discrepancy.refresh', defaultMessage: 'Refresh Status' },
  refreshFailed: {
    id: 'kyc.discrepancy.refreshFailed',
    defaultMessage: 'The status could not be refreshed. Please try again.',
  },
  loadFailed: {
    id: 'verification.loadFailed',
    defaultMessage: 'Your documents could not be loaded.',
  },
  retry: { id: 'verification.retry', defaultMessage: 'Try again' },
  loading: { id: 'verification.loading', defaultMessage: 'Loading your documents' },
  noDocumentTypes: {
    id: 'verification.noDocumentTypes',
    defaultMessage: 'No documents are needed right now.',
  },
});
