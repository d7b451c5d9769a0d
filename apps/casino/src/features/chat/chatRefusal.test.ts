import { ApiError } from '@casino/api-client';
import { describe, expect, it } from 'vitest';
import { chatRefusalOf } from './chatRefusal.ts';

const refusal = (status: number, error: Record<string, unknown>) =>
  new ApiError({ kind: 'http', method: 'POST', path: '/api/user/chat/messages', status, body: { error } });

describe('chatRefusalOf', () => {
  it('words each refusal of the back end', () => {
    expect(chatRefusalOf(refusal(400, { code: 'VALIDATION_ERROR', field: 'text', message: 'x' }))).toEqual({
      kind: 'tooLong',
    });
    expect(
      chatRefusalOf(refusal(429, { code: 'RATE_LIMITED', message: 'x', details: { retryAfterSeconds: 7 } })),
    ).toEqual({ kind: 'tooFast', seconds: 7 });
    expect(
      chatRefusalOf(
        refusal(422, {
          code: 'CHAT_MUTED',
          message: 'x',
          details: { mutedUntil: '2026-11-23T09:00:00.000Z' },
        }),
      ),
    ).toEqual({ kind: 'muted', until: '2026-11-23T09:00:00.000Z' });
  });

  it('leaves other failures to describeError, and no error is no refusal', () => {
    expect(chatRefusalOf(refusal(500, { code: 'INTERNAL_ERROR', message: 'x' }))).toEqual({ kind: 'other' });
    expect(chatRefusalOf(new Error('boom'))).toEqual({ kind: 'other' });
    expect(chatRefusalOf(null)).toBeUndefined();
  });
});
