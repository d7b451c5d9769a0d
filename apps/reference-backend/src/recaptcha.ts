import type { Config } from './config.ts';
import type { RecaptchaVerifier } from './context.ts';

const SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * Google's siteverify (reCAPTCHA v3, which the front end's login uses): the token must be valid,
 * for the expected action, and score at least RECAPTCHA_MIN_SCORE. Any failure to ask counts as a
 * refusal: a login that cannot be checked is not let through.
 */
export function googleRecaptchaVerifier(config: Config): RecaptchaVerifier {
  return async (token, remoteIp, action) => {
    if (!config.recaptchaSecret) return true;
    try {
      const response = await fetch(SITEVERIFY, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: config.recaptchaSecret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(5000),
      });
      const answer = (await response.json()) as { success?: boolean; score?: number; action?: string };
      if (answer.success !== true) return false;
      if (answer.action !== undefined && answer.action !== action) return false;
      return answer.score === undefined || answer.score >= config.recaptchaMinScore;
    } catch {
      return false;
    }
  };
}
