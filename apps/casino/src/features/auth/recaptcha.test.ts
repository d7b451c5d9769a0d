import { afterEach, describe, expect, it, vi } from 'vitest';
import { recaptchaToken, resetRecaptcha } from './recaptcha.ts';

afterEach(() => {
  resetRecaptcha();
  delete window.grecaptcha;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('reCAPTCHA token', () => {
  it('is off without a site key: no script, no token', async () => {
    expect(await recaptchaToken({ recaptcha: null }, 'login')).toBeUndefined();
    expect(await recaptchaToken({}, 'login')).toBeUndefined();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('loads the configured script once with the site key and executes the action', async () => {
    const execute = vi.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`);
    const first = recaptchaToken(
      { recaptcha: { siteKey: 'site-1', scriptUrl: 'https://captcha.test/api.js' } },
      'login',
    );
    const script = document.head.querySelector('script') as HTMLScriptElement;
    expect(script.src).toBe('https://captcha.test/api.js?render=site-1');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    script.onload?.(new Event('load'));
    expect(await first).toBe('token-for-login');
    expect(await recaptchaToken({ recaptcha: { siteKey: 'site-1' } }, 'login')).toBe('token-for-login');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(execute).toHaveBeenCalledWith('site-1', { action: 'login' });
  });

  it('rejects when the script fails, and tries again next time', async () => {
    const failing = recaptchaToken({ recaptcha: { siteKey: 'k' } }, 'login');
    const script = document.head.querySelector('script') as HTMLScriptElement;
    script.onerror?.(new Event('error'));
    await expect(failing).rejects.toThrow('could not load');
    script.remove();
    const retry = recaptchaToken({ recaptcha: { siteKey: 'k' } }, 'login');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    window.grecaptcha = { ready: (callback) => callback(), execute: async () => 'ok' };
    (document.head.querySelector('script') as HTMLScriptElement).onload?.(new Event('load'));
    expect(await retry).toBe('ok');
  });
});
