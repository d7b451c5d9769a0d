// KYC document calls (spec 7: get-document-label, get-documents; the upload is the reference back
// end's POST /api/user/upload-document, base64 in JSON). Query keys carry the player's id, so one
// player's documents are never shown to the next one on a shared browser.
import type { UploadProgress } from '@casino/api-client';
import type { CasinoApi } from '../../../core/api/casinoApi.ts';

/** spec 3: document request statuses. */
export const documentStatuses = ['confirmed', 'rejected', 'requested', 'pending'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** A document type the player is asked for, with the status of its latest upload. */
export interface DocumentLabel {
  id: number;
  /** identity, address, bank_statement… */
  type: string;
  label: string;
  description: string;
  status: DocumentStatus;
}

export interface KycDocument {
  id: number;
  labelId: number;
  type: string;
  status: DocumentStatus;
  fileName: string | null;
  mimeType: string | null;
  size: number | null;
  /** The reviewer's note (e.g. why a document was rejected). */
  comment: string | null;
  createdAt: string;
  updatedAt: string;
}

export const verificationKeys = {
  all: (userId: number) => ['kyc', userId] as const,
  labels: (userId: number) => ['kyc', userId, 'labels'] as const,
  documents: (userId: number) => ['kyc', userId, 'documents'] as const,
};

export const documentLabelsQuery = (api: CasinoApi, userId: number) => ({
  queryKey: verificationKeys.labels(userId),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (
      await api.transport.request<{ data: { labels: DocumentLabel[] } }>(
        'GET',
        '/api/user/get-document-label',
        {
          signal,
        },
      )
    ).data.labels,
});

export const documentsQuery = (api: CasinoApi, userId: number) => ({
  queryKey: verificationKeys.documents(userId),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (
      await api.transport.request<{ data: { documents: { count: number; rows: KycDocument[] } } }>(
        'GET',
        '/api/user/get-documents',
        { signal },
      )
    ).data.documents.rows,
});

/** The file's bytes as base64 (without the data: URL prefix). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export interface UploadRequest {
  labelId: number;
  file: File;
  /** Share of the request sent, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export const percentOf = ({ loaded, total }: UploadProgress): number =>
  total > 0 ? Math.min(100, (loaded / total) * 100) : 0;

export async function uploadDocument(api: CasinoApi, request: UploadRequest): Promise<KycDocument> {
  const contentBase64 = await readAsBase64(request.file);
  const answer = await api.transport.upload<{ data: { document: KycDocument } }>(
    'POST',
    '/api/user/upload-document',
    {
      body: {
        labelId: request.labelId,
        fileName: request.file.name,
        ...(request.file.type ? { mimeType: request.file.type } : {}),
        contentBase64,
      },
      ...(request.onProgress
        ? { onProgress: (progress: UploadProgress) => request.onProgress?.(percentOf(progress)) }
        : {}),
      ...(request.signal ? { signal: request.signal } : {}),
    },
  );
  return answer.data.document;
}
