// The verification screen (spec 2: /profile/verify, /account/verification, /profile2/verification):
// the account's KYC status, the discrepancy notice when statuses disagree, the review note, and
// one card per document type. Presentational: values in, callbacks out.
import { Badge } from '@casino/ui';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { DocumentCard, idleUpload, type UploadState } from './DocumentCard.tsx';
import { KycStatusNotice } from './KycStatusNotice.tsx';
import { type KycDiscrepancy, type KycState, kycState, kycStateTone } from './kycStatus.ts';
import styles from './Verification.module.css';
import type { DocumentLabel, KycDocument } from './verificationApi.ts';
import { verificationMessages as messages } from './verificationMessages.ts';

export const kycStateMessage: Record<Exclude<KycState, 'other'>, MessageDescriptor> = {
  approved: messages.kycApproved,
  pending: messages.kycPending,
  rejected: messages.kycRejected,
  notStarted: messages.kycNotStarted,
};

/** The account's KYC status as a badge (an unknown status is shown as the server names it). */
export function KycBadge({ kycStatus }: { kycStatus: string | null | undefined }) {
  const intl = useIntl();
  const state = kycState(kycStatus);
  return (
    <Badge tone={kycStateTone[state]} size="medium">
      {state === 'other' ? String(kycStatus) : intl.formatMessage(kycStateMessage[state])}
    </Badge>
  );
}

export interface VerificationViewProps {
  kycStatus: string | null | undefined;
  labels: readonly DocumentLabel[];
  documents: readonly KycDocument[];
  uploads: Readonly<Record<number, UploadState>>;
  discrepancy: KycDiscrepancy | null;
  refreshing: boolean;
  refreshError?: boolean;
  onRefresh: () => void;
  onFileChange: (labelId: number, file: File | null) => void;
  onUpload: (labelId: number) => void;
}

/** The newest document per type (the list comes newest first; sorted again to be safe). */
export function latestByLabel(documents: readonly KycDocument[]): Map<number, KycDocument> {
  const latest = new Map<number, KycDocument>();
  for (const document of [...documents].sort((a, b) => b.id - a.id))
    if (!latest.has(document.labelId)) latest.set(document.labelId, document);
  return latest;
}

export function VerificationView({
  kycStatus,
  labels,
  documents,
  uploads,
  discrepancy,
  refreshing,
  refreshError,
  onRefresh,
  onFileChange,
  onUpload,
}: VerificationViewProps) {
  const intl = useIntl();
  const latest = latestByLabel(documents);
  return (
    <div className={styles.view}>
      <div className={styles.summary} data-testid="kyc-status">
        <p>{intl.formatMessage(messages.accountStatus)}:</p>
        <KycBadge kycStatus={kycStatus} />
      </div>
      {discrepancy && (
        <KycStatusNotice
          discrepancy={discrepancy}
          refreshing={refreshing}
          refreshError={Boolean(refreshError)}
          onRefresh={onRefresh}
        />
      )}
      <p className={styles.note}>
        {intl.formatMessage(messages.intro)} {intl.formatMessage(messages.reviewNote)}
      </p>
      <h2 className={styles.heading}>{intl.formatMessage(messages.documentsHeading)}</h2>
      {labels.length === 0 ? (
        <p className={styles.note}>{intl.formatMessage(messages.noDocumentTypes)}</p>
      ) : (
        <ul className={styles.cards}>
          {labels.map((label) => (
            <li key={label.id}>
              <DocumentCard
                label={label}
                latest={latest.get(label.id)}
                upload={uploads[label.id] ?? idleUpload}
                onFileChange={(file) => onFileChange(label.id, file)}
                onUpload={() => onUpload(label.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
