import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError } from '@casino/api-client';
import { type CompiledMessages, supportedLocales } from '@casino/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appCatalogueUrl, messagesWithOverrides } from './catalogues.ts';

const repoRoot = join(import.meta.dirname, '../../../../..');
const en = JSON.parse(
  readFileSync(join(repoRoot, 'packages/i18n/locales/en.json'), 'utf8'),
) as CompiledMessages;
const notFound = new ApiError({
  kind: 'http',
  status: 404,
  method: 'GET',
  path: '/api/core/casino/locales/en.json',
  body: { error: { code: 'NOT_FOUND', message: 'No catalogue' } },
});

afterEach(() => vi.restoreAllMocks());

describe('the messages of a visit', () => {
  it('every supported locale has its own catalogue file in the app', () => {
    for (const locale of supportedLocales) expect(appCatalogueUrl(locale), locale).toMatch(/\.json/);
  });

  it('a missing or failing locales call leaves the app catalogue, every id in words', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const failure of [notFound, new ApiError({ kind: 'timeout', method: 'GET', path: '/x' })]) {
      const messages = await messagesWithOverrides(Promise.resolve(en), Promise.reject(failure));
      expect(messages).toBe(en);
    }
  });

  it('a locales call that does not answer in time is left out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = Date.now();
    const messages = await messagesWithOverrides(Promise.resolve(en), new Promise(() => undefined), 50);
    expect(messages).toBe(en);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not arrive within 50 ms'));
  });

  it('a partial answer overrides its ids; a broken one changes nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const partial = await messagesWithOverrides(
      Promise.resolve(en),
      Promise.resolve({ 'shell.logIn': 'Sign in', 'home.welcome': [{ type: 9, value: 'x' }] }),
    );
    expect(partial['shell.logIn']).toEqual([{ type: 0, value: 'Sign in' }]);
    expect(partial['home.welcome']).toEqual(en['home.welcome']);
    expect(Object.keys(partial)).toEqual(Object.keys(en));
    for (const broken of [null, 'Internal error', ['shell.logIn'], {}])
      expect(await messagesWithOverrides(Promise.resolve(en), Promise.resolve(broken))).toBe(en);
  });

  it('fails only when the app catalogue itself cannot load', async () => {
    await expect(
      messagesWithOverrides(Promise.reject(new Error('offline')), Promise.resolve({})),
    ).rejects.toThrow('offline');
  });
});
