import { afterEach, describe, expect, it } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtimeConfig.ts';

const valid = {
  casinoApiUrl: 'https://api.example',
  coreApiUrl: 'https://core.example',
  socketUrl: 'https://api.example',
};

afterEach(() => document.getElementById('runtime-config')?.remove());

describe('config.json', () => {
  it('accepts a complete config', () => {
    expect(parseRuntimeConfig({ ...valid, brand: 'lulu', settings: { showLiveChat: true } })).toMatchObject(
      valid,
    );
  });

  it.each([
    ['not an object', 'x'],
    ['a missing URL', { ...valid, socketUrl: undefined }],
    ['a URL that is not http(s)', { ...valid, coreApiUrl: 'ftp://core.example' }],
    ['a bad geocoder URL', { ...valid, reverseGeocodeUrl: 'nope' }],
    ['settings that are not an object', { ...valid, settings: [1] }],
    [
      'reCAPTCHA without a site key',
      { ...valid, recaptcha: { scriptUrl: 'https://captcha.example/api.js' } },
    ],
    [
      'a reCAPTCHA script that is not https',
      { ...valid, recaptcha: { siteKey: 'k', scriptUrl: 'http://x.example' } },
    ],
  ])('rejects %s with a clear message', (_, data) => {
    expect(() => parseRuntimeConfig(data)).toThrow(RuntimeConfigError);
  });

  it('accepts reCAPTCHA with a site key (and an optional https script URL), or null for off', () => {
    expect(parseRuntimeConfig({ ...valid, recaptcha: { siteKey: 'k' } }).recaptcha).toEqual({ siteKey: 'k' });
    expect(parseRuntimeConfig({ ...valid, recaptcha: null }).recaptcha).toBeNull();
  });

  it('reads the config the app server put inline in index.html', async () => {
    const script = document.createElement('script');
    script.id = 'runtime-config';
    script.type = 'application/json';
    script.textContent = JSON.stringify(valid);
    document.head.append(script);
    await expect(loadRuntimeConfig()).resolves.toMatchObject(valid);
  });
});
