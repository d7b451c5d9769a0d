import { ApiError } from '@casino/api-client';
import { createIntl, type MessageFormatElement } from 'react-intl';
import { describe, expect, it } from 'vitest';
import ar from '../../../../../packages/i18n/locales/ar.json' with { type: 'json' };
import de from '../../../../../packages/i18n/locales/de.json' with { type: 'json' };
import en from '../../../../../packages/i18n/locales/en.json' with { type: 'json' };
import { rateLimitedText } from './rateLimited.ts';

const intlFor = (locale: string, messages: Record<string, MessageFormatElement[]>) =>
  createIntl({
    locale,
    messages,
    onError: (error) => {
      throw error;
    },
  });

const refusal = (status: number, code: string, details?: Record<string, unknown>) =>
  new ApiError({
    kind: 'http',
    method: 'POST',
    path: '/api/user/login',
    status,
    body: { error: { code, message: 'Too many attempts. Try again in 42 seconds.', details } },
  });

describe('rateLimitedText', () => {
  const english = intlFor('en', en);

  it('says when to try again, in seconds under two minutes, else in minutes rounded up', () => {
    expect(rateLimitedText(english, refusal(429, 'RATE_LIMITED', { retryAfterSeconds: 42 }))).toBe(
      'Too many attempts. Please wait 42 seconds and try again.',
    );
    expect(rateLimitedText(english, refusal(429, 'RATE_LIMITED', { retryAfterSeconds: 601 }))).toBe(
      'Too many attempts. Please wait 11 minutes and try again.',
    );
  });

  it('is translated (de, ar)', () => {
    const error = refusal(429, 'RATE_LIMITED', { retryAfterSeconds: 900 });
    expect(rateLimitedText(intlFor('de', de), error)).toBe(
      'Zu viele Versuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.',
    );
    expect(rateLimitedText(intlFor('ar', ar), error)).toContain('محاولات كثيرة جدًا');
  });

  it('leaves every other refusal to the form (429 LIMIT_CHANGE_TOO_SOON included)', () => {
    expect(rateLimitedText(english, refusal(429, 'LIMIT_CHANGE_TOO_SOON'))).toBeUndefined();
    expect(rateLimitedText(english, refusal(401, 'INVALID_CREDENTIALS'))).toBeUndefined();
    expect(rateLimitedText(english, new Error('offline'))).toBeUndefined();
  });
});
