// KYC document calls, from the documents resource module of @casino/api-client (its keys carry the
// player's id, so one player's documents are never shown to the next one on a shared browser).
// This file adds what the page needs around them: reading the file and the progress percentage.
import {
  type ApiContext,
  type documentLabelShape,
  type documentShape,
  type documentStatuses,
  type Infer,
  type UploadProgress,
  uploadDocument as uploadCall,
} from '@casino/api-client';

export {
  documentKeys as verificationKeys,
  documentLabelsQuery,
  documentStatuses,
  documentsQuery,
} from '@casino/api-client';

export type DocumentStatus = (typeof documentStatuses)[number];
/** A document type the player is asked for, with the status of its latest upload. */
export type DocumentLabel = Infer<typeof documentLabelShape>;
export type KycDocument = Infer<typeof documentShape>;

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

export async function uploadDocument(api: ApiContext, request: UploadRequest): Promise<KycDocument> {
  return uploadCall(api, {
    labelId: request.labelId,
    fileName: request.file.name,
    mimeType: request.file.type || undefined,
    contentBase64: await readAsBase64(request.file),
    ...(request.onProgress
      ? { onProgress: (progress: UploadProgress) => request.onProgress?.(percentOf(progress)) }
      : {}),
    ...(request.signal ? { signal: request.signal } : {}),
  });
}
