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
  ])('rejects %s with a clear message', (_, data) => {
    expect(() => parseRuntimeConfig(data)).toThrow(RuntimeConfigError);
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
