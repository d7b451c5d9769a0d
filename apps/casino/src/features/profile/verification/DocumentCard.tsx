// One document type (identity, address, bank statement): its request status, the latest file
// and the reviewer's note, and — while the type is requested or was rejected — the upload with
// its progress. Presentational: the page owns the upload.
import { Badge, Button, FileUpload } from '@casino/ui';
import { useId } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { canUpload, documentStatusTone } from './kycStatus.ts';
import styles from './Verification.module.css';
import type { DocumentLabel, DocumentStatus, KycDocument } from './verificationApi.ts';
import { verificationMessages as messages } from './verificationMessages.ts';

export interface UploadState {
  file: File | null;
  uploading: boolean;
  /** Share sent, 0–100. */
  progress: number;
  /** Why the last upload failed (server message or 'Upload failed'). */
  error?: string | undefined;
  /** The last upload went through. */
  done: boolean;
}

export const idleUpload: UploadState = { file: null, uploading: false, progress: 0, done: false };

export const documentStatusMessage: Record<DocumentStatus, MessageDescriptor> = {
  confirmed: messages.statusConfirmed,
  rejected: messages.statusRejected,
  requested: messages.statusRequested,
  pending: messages.statusPending,
};

export interface DocumentCardProps {
  label: DocumentLabel;
  /** The newest file sent for this type, if any. */
  latest?: KycDocument | undefined;
  upload: UploadState;
  onFileChange: (file: File | null) => void;
  onUpload: () => void;
}

export function DocumentCard({ label, latest, upload, onFileChange, onUpload }: DocumentCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const uploadable = canUpload(label.status);
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid={`document-${label.type}`}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle} id={titleId}>
          {label.label}
        </h3>
        <Badge tone={documentStatusTone[label.status]} size="medium">
          {intl.formatMessage(documentStatusMessage[label.status])}
        </Badge>
      </div>
      <p className={styles.cardText}>{label.description}</p>
      {latest?.fileName && (
        <p className={styles.cardText}>
          {intl.formatMessage(messages.lastFile, {
            name: latest.fileName,
            date: intl.formatDate(latest.createdAt, { dateStyle: 'medium' }),
          })}
        </p>
      )}
      {latest?.comment && label.status === 'rejected' && (
        <p className={styles.cardText}>
          {intl.formatMessage(messages.reviewerComment, { comment: latest.comment })}
        </p>
      )}
      <div role="status" className={styles.live}>
        {upload.done && label.status === 'pending' && (
          <p className={styles.done}>{intl.formatMessage(messages.uploaded)}</p>
        )}
      </div>
      {uploadable ? (
        <>
          <FileUpload
            label={intl.formatMessage(messages.fileLabel)}
            name={`document-${label.type}`}
            onFileChange={onFileChange}
            uploading={upload.uploading}
            progress={upload.uploading ? upload.progress : undefined}
            error={upload.error}
            disabled={upload.uploading}
          />
          <div>
            <Button
              type="button"
              kind="accent"
              loading={upload.uploading}
              onClick={onUpload}
              aria-describedby={titleId}
            >
              {intl.formatMessage(messages.upload)}
            </Button>
          </div>
        </>
      ) : (
        !upload.done && (
          <p className={styles.cardText}>
            {intl.formatMessage(label.status === 'pending' ? messages.underReview : messages.confirmedNote)}
          </p>
        )
      )}
    </section>
  );
}
