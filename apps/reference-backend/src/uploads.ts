// KYC uploads are identified by what they contain, not by the name or type the browser gives:
// the stored type is the one the signature proves, so a file is always served as what it is.

/** Signatures (magic bytes) of the accepted document types. */
const SIGNATURES: { mime: string; magic: number[] }[] = [
  { mime: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
];

/** The MIME type the content proves, or undefined when it is none of PDF, PNG, JPEG. */
export function documentTypeOf(content: Uint8Array): string | undefined {
  return SIGNATURES.find(({ magic }) => magic.every((byte, i) => content[i] === byte))?.mime;
}

/** Per player: at most this many documents and bytes in all (rejected ones count too). */
export const UPLOAD_QUOTA = { documents: 20, bytes: 100 * 1024 * 1024 };
/** Largest file, and the base64 text that carries it. */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
export const MAX_DOCUMENT_BASE64 = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4;

/** log-event: the most JSON an event's data (and its cpncToSent) may take. */
export const LOG_EVENT_DATA_MAX_BYTES = 4096;
