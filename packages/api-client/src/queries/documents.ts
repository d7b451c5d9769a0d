// KYC documents (spec 7 get-document-label, get-documents; the upload is the reference back end's
// POST /api/user/upload-document, base64 in JSON). Keys carry the player's id, so one player's
// documents are never shown to the next one on a shared browser.
import { queryOptions } from '@tanstack/react-query';
import { call, upload } from '../call.ts';
import { array, nullable, number, object, oneOf, string } from '../shape.ts';
import type { UploadProgress } from '../transport.ts';
import type { ApiContext } from './context.ts';

/** spec 3: document request statuses. */
export const documentStatuses = ['confirmed', 'rejected', 'requested', 'pending'] as const;

export const documentKeys = {
  all: (userId: number) => ['kyc', userId] as const,
  labels: (userId: number) => ['kyc', userId, 'labels'] as const,
  documents: (userId: number) => ['kyc', userId, 'documents'] as const,
};

export const documentLabelShape = object({
  id: number,
  type: string,
  label: string,
  description: string,
  status: oneOf(documentStatuses),
});

export const documentShape = object({
  id: number,
  labelId: number,
  type: string,
  status: oneOf(documentStatuses),
  fileName: nullable(string),
  mimeType: nullable(string),
  size: nullable(number),
  comment: nullable(string),
  createdAt: string,
  updatedAt: string,
});

export const documentLabelsQuery = (api: ApiContext, userId: number) =>
  queryOptions({
    queryKey: documentKeys.labels(userId),
    queryFn: async ({ signal }) =>
      (
        await call(api.transport, 'GET', '/api/user/get-document-label', {
          signal,
          shape: object({ data: object({ labels: array(documentLabelShape) }) }),
        })
      ).data.labels,
  });

export const documentsQuery = (api: ApiContext, userId: number) =>
  queryOptions({
    queryKey: documentKeys.documents(userId),
    queryFn: async ({ signal }) =>
      (
        await call(api.transport, 'GET', '/api/user/get-documents', {
          signal,
          shape: object({ data: object({ documents: object({ rows: array(documentShape) }) }) }),
        })
      ).data.documents.rows,
  });

export interface DocumentUpload {
  labelId: number;
  fileName: string;
  mimeType?: string | undefined;
  contentBase64: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export const uploadDocument = async (api: ApiContext, request: DocumentUpload) => {
  const { onProgress, signal, mimeType, ...body } = request;
  const answer = await upload(api.transport, 'POST', '/api/user/upload-document', {
    body: { ...body, ...(mimeType ? { mimeType } : {}) },
    signal,
    ...(onProgress ? { onProgress } : {}),
    shape: object({ data: object({ document: documentShape }) }),
  });
  return answer.data.document;
};
