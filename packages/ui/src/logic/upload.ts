// Spec 5/9: only jpg, jpeg, png, pdf; under 25 MB.

export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** 25 MB in bytes; a file must be strictly smaller. */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
/** The `accept` attribute for the file input. */
export const UPLOAD_ACCEPT = [...UPLOAD_EXTENSIONS.map((ext) => `.${ext}`), ...UPLOAD_MIME_TYPES].join(',');

export type UploadError = 'type' | 'size';

/** Why a file is refused, or null when it may be uploaded. The type is checked first. */
export function uploadError(file: { name: string; size: number; type?: string }): UploadError | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const extensionOk = (UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
  // Browsers leave the MIME type empty when they do not know it; then the extension decides.
  const mimeOk = !file.type || (UPLOAD_MIME_TYPES as readonly string[]).includes(file.type);
  if (!extensionOk || !mimeOk) return 'type';
  if (file.size >= UPLOAD_MAX_BYTES) return 'size';
  return null;
}
