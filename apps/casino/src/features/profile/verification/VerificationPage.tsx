// Verification pages (spec 2: /profile/verify, /account/verification, /profile2/verification):
// document types and the player's documents, uploads with progress, and the discrepancy notice
// whose Refresh Status fetches user details and documents again. Player pages.
import { isApiError } from '@casino/api-client';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../../core/AppContext.tsx';
import { userDetailsQuery } from '../../../core/api/queries.ts';
import type { UserDetails } from '../../../core/api/types.ts';
import { usePlayerDetails } from '../../../core/guards/AudienceGate.tsx';
import { LoadFailed, PageSkeleton } from '../../../core/ui/PageStates.tsx';
import { useDocumentTitle } from '../../../core/useDocumentTitle.ts';
import styles from '../Profile.module.css';
import { ProfileSections } from '../ProfileSections.tsx';
import { idleUpload, type UploadState } from './DocumentCard.tsx';
import { kycDiscrepancy } from './kycStatus.ts';
import { VerificationView } from './VerificationView.tsx';
import { documentLabelsQuery, documentsQuery, uploadDocument, verificationKeys } from './verificationApi.ts';
import { verificationMessages as messages } from './verificationMessages.ts';

function Verification({ details }: { details: UserDetails }) {
  const intl = useIntl();
  const { api } = useApp();
  const queryClient = useQueryClient();
  const userId = details.user.userId;
  const [labels, documents] = useQueries({
    queries: [documentLabelsQuery(api, userId), documentsQuery(api, userId)],
  });
  const [uploads, setUploads] = useState<Record<number, UploadState>>({});
  const [refreshing, setRefreshing] = useState(false);
  const [refreshError, setRefreshError] = useState(false);
  // Uploads in flight, so leaving the page cancels them.
  const controllers = useRef(new Map<number, AbortController>());
  useEffect(() => {
    const inFlight = controllers.current;
    return () => {
      for (const controller of inFlight.values()) controller.abort();
    };
  }, []);

  const patch = (labelId: number, next: Partial<UploadState>) =>
    setUploads((current) => ({ ...current, [labelId]: { ...(current[labelId] ?? idleUpload), ...next } }));

  const refetchAll = () =>
    Promise.all([
      queryClient.refetchQueries({ queryKey: userDetailsQuery.key, exact: true }, { throwOnError: true }),
      queryClient.refetchQueries({ queryKey: verificationKeys.all(userId) }, { throwOnError: true }),
    ]);

  const upload = async (labelId: number) => {
    const file = uploads[labelId]?.file;
    if (!file) {
      patch(labelId, { error: intl.formatMessage(messages.chooseFirst) });
      return;
    }
    const controller = new AbortController();
    controllers.current.set(labelId, controller);
    patch(labelId, { uploading: true, progress: 0, error: undefined, done: false });
    try {
      await uploadDocument(api, {
        labelId,
        file,
        signal: controller.signal,
        onProgress: (progress) => patch(labelId, { progress }),
      });
      patch(labelId, { uploading: false, progress: 100, done: true, file: null });
      // The type is now pending and the account's KYC status may have moved with it.
      await refetchAll().catch(() => undefined);
    } catch (error) {
      if (isApiError(error) && error.kind === 'aborted') return;
      // spec 8 'upload failed'; a refusal the server explains keeps its own words.
      const refused =
        isApiError(error) && error.kind === 'http' && error.status !== undefined && error.status < 500;
      patch(labelId, {
        uploading: false,
        error:
          refused && isApiError(error) && error.serverMessage
            ? error.serverMessage
            : intl.formatMessage(messages.uploadFailed),
      });
    } finally {
      controllers.current.delete(labelId);
    }
  };

  if (labels.isPending || documents.isPending)
    return <PageSkeleton label={intl.formatMessage(messages.loading)} />;
  if (labels.isError || documents.isError)
    return (
      <LoadFailed
        message={intl.formatMessage(messages.loadFailed)}
        retrying={labels.isFetching || documents.isFetching}
        onRetry={() => {
          void labels.refetch();
          void documents.refetch();
        }}
      />
    );

  return (
    <VerificationView
      kycStatus={details.user.kycStatus}
      labels={labels.data}
      documents={documents.data}
      uploads={uploads}
      discrepancy={kycDiscrepancy(details.user.kycStatus, labels.data)}
      refreshing={refreshing}
      refreshError={refreshError}
      onRefresh={async () => {
        setRefreshing(true);
        setRefreshError(false);
        try {
          await refetchAll();
        } catch {
          setRefreshError(true);
        } finally {
          setRefreshing(false);
        }
      }}
      onFileChange={(labelId, file) => patch(labelId, { file, error: undefined, done: false })}
      onUpload={(labelId) => void upload(labelId)}
    />
  );
}

/** /profile/verify and /account/verification. */
export function VerificationPage() {
  const intl = useIntl();
  const details = usePlayerDetails();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <Verification details={details} />
    </div>
  );
}

/** /profile2/verification: the same screen in the v2 profile frame. */
export function VerificationV2Page() {
  const intl = useIntl();
  const details = usePlayerDetails();
  return (
    <ProfileSections title={intl.formatMessage(messages.title)}>
      <Verification details={details} />
    </ProfileSections>
  );
}
