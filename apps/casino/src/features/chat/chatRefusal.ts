// The server's refusals of a chat message, as the composer words them: too long (the length the
// body schema allows), too fast (the rate limit, with its retry time), muted (until when). Any
// other failure keeps describeError's wording.
import { isApiError } from '@casino/api-client';

export type ChatRefusal =
  | { kind: 'tooLong' }
  | { kind: 'tooFast'; seconds: number | undefined }
  | { kind: 'muted'; until: string | undefined }
  | { kind: 'other' };

export function chatRefusalOf(error: unknown): ChatRefusal | undefined {
  if (!error) return undefined;
  if (!isApiError(error)) return { kind: 'other' };
  if (error.code === 'CHAT_MUTED') {
    const until = error.details?.mutedUntil;
    return { kind: 'muted', until: typeof until === 'string' ? until : undefined };
  }
  if (error.status === 429) return { kind: 'tooFast', seconds: error.retryAfterSeconds };
  if (error.code === 'VALIDATION_ERROR' && error.field === 'text') return { kind: 'tooLong' };
  return { kind: 'other' };
}
