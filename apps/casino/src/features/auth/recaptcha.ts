// A pluggable reCAPTCHA (v3, invisible) token for the login payload (spec 3 recaptchaToken). Off
// unless the runtime config names a site key; the script loads on first use only, so visitors who
// never log in never fetch it. The app server adds the script's host to its CSP when configured.
import type { RuntimeConfig } from '../../core/runtimeConfig.ts';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const DEFAULT_RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
const LOAD_TIMEOUT_MS = 15_000;

let loading: Promise<Grecaptcha> | null = null;

/** For tests: forget a loaded (or failed) script. */
export function resetRecaptcha(): void {
  loading = null;
}

function load(siteKey: string, scriptUrl: string): Promise<Grecaptcha> {
  if (loading) return loading;
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    const ready = () => {
      const api = window.grecaptcha;
      if (!api) return reject(new Error('reCAPTCHA did not start'));
      api.ready(() => resolve(api));
    };
    if (window.grecaptcha) return ready();
    const script = document.createElement('script');
    const url = new URL(scriptUrl);
    url.searchParams.set('render', siteKey);
    script.src = url.toString();
    script.async = true;
    const timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), LOAD_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      ready();
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('reCAPTCHA could not load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    // A failed load may be a passing network problem: the next attempt tries again.
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The token to send with a login, or undefined when reCAPTCHA is not configured. Rejects when the
 * service cannot be reached, so the form can say so instead of sending a login the server refuses.
 */
export async function recaptchaToken(
  runtime: Pick<RuntimeConfig, 'recaptcha'>,
  action: string,
): Promise<string | undefined> {
  const config = runtime.recaptcha;
  if (!config?.siteKey) return undefined;
  const api = await load(config.siteKey, config.scriptUrl ?? DEFAULT_RECAPTCHA_SCRIPT);
  return api.execute(config.siteKey, { action });
}
