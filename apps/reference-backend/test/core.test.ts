import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listBrands, readBrand } from '@casino/layout-engine/node';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { repoRoot } from '../src/config.ts';
import { makeServer, type TestServer } from './helpers.ts';

/** Content calls of the core host, brands, seed data. */
let s: TestServer;
let token: string;
let newToken: string;

beforeAll(async () => {
  const localesDir = mkdtempSync(join(tmpdir(), 'locales-'));
  writeFileSync(join(localesDir, 'de.json'), JSON.stringify({ greeting: 'Hallo' }));
  s = await makeServer({ localesDir });
  token = await s.login('depositor@demo.casino');
  newToken = await s.login('new@demo.casino');
});
afterAll(() => s?.close());

describe('settings2 and brands', () => {
  const brandIds = listBrands(join(repoRoot, 'brands'));

  it('every brand folder is discovered; settings2 is its settings block, valid against schemas/settings.schema.json', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    for (const f of readdirSync(join(repoRoot, 'schemas')).filter((x) => x.endsWith('.schema.json')))
      ajv.addSchema(JSON.parse(readFileSync(join(repoRoot, 'schemas', f), 'utf8')));
    const validate = ajv.getSchema('https://casino.local/schemas/settings.schema.json');
    expect(validate).toBeTruthy();
    expect(s.ctx.brands.brands.map((b) => b.id).sort()).toEqual(brandIds.sort());
    for (const id of brandIds) {
      const brand = readBrand(id, join(repoRoot, 'brands')) as { settings: Record<string, unknown> };
      const res = await s.call('GET', '/api/core/casino/settings2', { query: { brand: id } });
      const body = res.json();
      expect(body).toMatchObject(brand.settings);
      expect(validate?.(body), JSON.stringify(validate?.errors)).toBe(true);
    }
  });

  it('the brand is picked by host name; ?brand= wins', async () => {
    for (const brand of s.ctx.brands.brands) {
      const host = brand.hosts[0] as string;
      const res = await s.call('GET', '/api/core/casino/settings2', { headers: { host: `${host}:4000` } });
      expect(res.json().theme).toBe(brand.settings.theme);
    }
    // The front end runs on another port or host: the calling page (Origin, Referer) picks the brand.
    const viaOrigin = await s.call('GET', '/api/core/casino/settings2', {
      headers: { host: '127.0.0.1:4000', origin: 'http://wincraft.localhost:5173' },
    });
    expect(viaOrigin.json().theme).toBe(s.ctx.brands.get('wincraft')?.settings.theme);
    const viaReferer = await s.call('GET', '/api/core/casino/settings2', {
      headers: { host: '127.0.0.1:4000', referer: 'http://lulu.localhost:5173/casino' },
    });
    expect(viaReferer.json().theme).toBe(s.ctx.brands.get('lulu')?.settings.theme);
    expect(
      (
        await s.call('GET', '/api/core/casino/settings2', {
          headers: { host: '127.0.0.1:4000', origin: 'http://unknown.example' },
        })
      ).json().theme,
    ).toBe(s.ctx.brands.fallback?.settings.theme);
    const lulu = s.ctx.brands.get('lulu');
    const res = await s.call('GET', '/api/core/casino/settings2', {
      headers: { host: 'localhost' },
      query: { brand: 'lulu' },
    });
    expect(res.json().brandName).toBe(lulu?.settings.brandName);
    const fields = await s.call('GET', '/api/admin/get-registration-fields', {
      query: { brand: 'wincraft' },
    });
    expect(fields.json()).toEqual(s.ctx.brands.get('wincraft')?.registrationFields);
  });

  it('countries: rows leave out the brand excluded countries, allCountries has them all', async () => {
    const res = (await s.call('GET', '/api/admin/get-all-country', { query: { brand: 'curacao' } })).json()
      .data;
    expect(res.allCountries.length).toBeGreaterThan(240);
    expect(res.allCountries.find((c: { code: string }) => c.code === 'US')).toMatchObject({
      name: 'United States',
      phoneCode: '+1',
      flag: '🇺🇸',
    });
    expect(res.countries.rows.map((c: { code: string }) => c.code)).not.toContain('US');
    expect(res.countries.count).toBe(res.countries.rows.length);
  });
});

describe('locales, assets, scripts', () => {
  it('operator overrides from LOCALES_DIR with a one-hour cache; a locale without any is {}', async () => {
    const de = await s.call('GET', '/api/core/casino/locales/de.json');
    expect(de.statusCode).toBe(200);
    expect(de.headers['cache-control']).toBe('max-age=3600');
    expect(de.json()).toEqual({ greeting: 'Hallo' });
    const fr = await s.call('GET', '/api/core/casino/locales/fr.json');
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['cache-control']).toBe('max-age=3600');
    expect(fr.json()).toEqual({});
    expect((await s.call('GET', '/api/core/casino/locales/..%2Fpasswd.json')).statusCode).toBe(400);
    expect((await s.call('GET', '/api/core/casino/locales/de')).statusCode).toBe(404);
  });

  it('test mode sets the exact locales answer (partial, broken) and removes it again', async () => {
    const set = (lng: string, answer: unknown) =>
      s.call('PUT', `/__test/locales/${lng}`, { body: { answer } });
    expect((await set('fr', { 'shell.logIn': 'Connexion' })).statusCode).toBe(200);
    expect((await set('de', ['not', 'an', 'object'])).statusCode).toBe(200);
    expect((await s.call('GET', '/api/core/casino/locales/fr.json')).json()).toEqual({
      'shell.logIn': 'Connexion',
    });
    expect((await s.call('GET', '/api/core/casino/locales/de.json')).json()).toEqual(['not', 'an', 'object']);
    expect((await set('fr', null)).statusCode).toBe(200);
    expect((await s.call('GET', '/api/core/casino/locales/fr.json')).json()).toEqual({});
    expect((await s.call('DELETE', '/__test/locales')).statusCode).toBe(200);
    expect((await s.call('GET', '/api/core/casino/locales/de.json')).json()).toEqual({ greeting: 'Hallo' });
  });

  it('the fault injector fails the locales call (404, 500) like any other', async () => {
    for (const status of [404, 500]) {
      await s.call('POST', '/__test/faults', { body: { route: '/api/core/casino/locales/*', status } });
      expect((await s.call('GET', '/api/core/casino/locales/en.json')).statusCode).toBe(status);
      await s.call('DELETE', '/__test/faults');
    }
    expect((await s.call('GET', '/api/core/casino/locales/en.json')).statusCode).toBe(200);
  });

  it('brand assets from the brand folder, never outside it', async () => {
    const logo = await s.call('GET', '/api/core/casino/assets/lulu/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toBe(readFileSync(join(repoRoot, 'brands', 'lulu', 'assets', 'logo.svg'), 'utf8'));
    expect((await s.call('GET', '/api/core/casino/assets/lulu/assets/coin.svg')).statusCode).toBe(200);
    expect((await s.call('GET', '/api/core/casino/assets/lulu/..%2Fbrand.json')).statusCode).toBe(404);
    expect((await s.call('GET', '/api/core/casino/assets/nobrand/logo.svg')).statusCode).toBe(404);
  });

  it('scripts and registration fields are valid against the shared schemas', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const load = (name: string) =>
      ajv.compile(JSON.parse(readFileSync(join(repoRoot, 'schemas', name), 'utf8')));
    const scripts = load('scripts.schema.json');
    const fields = load('registration-fields.schema.json');
    const list = (
      await s.call('GET', '/api/core/casino/scripts', {
        query: { enableAuthUsers: true, enableDepositors: true },
        token,
      })
    ).json();
    expect(list.length).toBe(3);
    expect(scripts(list), JSON.stringify(scripts.errors)).toBe(true);
    for (const brand of s.ctx.brands.brands) {
      const map = (
        await s.call('GET', '/api/admin/get-registration-fields', { query: { brand: brand.id } })
      ).json();
      expect(fields(map), JSON.stringify(fields.errors)).toBe(true);
    }
  });

  it('scripts: everybody, plus logged-in players with enableAuthUsers, plus depositors with enableDepositors', async () => {
    const keys = async (query: Record<string, boolean>, t?: string) =>
      (await s.call('GET', '/api/core/casino/scripts', { query, token: t }))
        .json()
        .map((x: { key: string }) => x.key);
    expect(await keys({ enableAuthUsers: true, enableDepositors: true })).toEqual(['site-meta']);
    expect(await keys({ enableAuthUsers: true }, token)).toEqual(['site-meta', 'auth-widget']);
    expect(await keys({ enableAuthUsers: true, enableDepositors: true }, token)).toEqual([
      'site-meta',
      'auth-widget',
      'depositor-pixel',
    ]);
    expect(await keys({ enableAuthUsers: true, enableDepositors: true }, newToken)).toEqual([
      'site-meta',
      'auth-widget',
    ]);
  });

  it('get-full-category-list needs the system token when one is configured', async () => {
    const guarded = await buildApp(
      { ...s.ctx, config: { ...s.ctx.config, systemToken: 'sys-123' } },
      'casino',
    );
    expect((await guarded.inject({ url: '/api/admin/get-full-category-list' })).statusCode).toBe(403);
    const ok = await guarded.inject({
      url: '/api/admin/get-full-category-list',
      headers: { 'x-system-token': 'sys-123' },
    });
    expect(ok.json().data.topCategoryList.map((c: { slug: string }) => c.slug)).toEqual([
      'slots',
      'live',
      'popular',
      'new',
    ]);
    await guarded.close();
  });

  it('get-location reports the configured country for loopback callers', async () => {
    await s.call('POST', '/__test/geo', { body: { country: 'DE' } });
    expect((await s.call('GET', '/api/admin/get-location')).json().data.location.country).toEqual({
      code: 'DE',
      name: 'Germany',
    });
    await s.call('POST', '/__test/geo', { body: { country: null } });
  });
});

describe('seed data', () => {
  it('has the promised shape: 3000 games over 40 providers, every bonus type, a promotion per weekday, crypto networks, tournaments and races', async () => {
    const one = async (sql: string) => (await s.ctx.db.query<{ n: number }>(sql))[0]?.n;
    expect(await one('SELECT count(*)::int AS n FROM games')).toBe(3000);
    expect(await one('SELECT count(DISTINCT provider_id)::int AS n FROM games')).toBe(40);
    for (const c of ['slots', 'live', 'popular', 'new'])
      expect(
        (await s.call('GET', '/api/games', { query: { category: c, limit: 1 } })).json().data.games.count,
      ).toBeGreaterThan(10);
    const types = await s.ctx.db.query<{ type: string }>('SELECT DISTINCT type FROM bonuses ORDER BY type');
    expect(types.map((r) => r.type)).toEqual(['deposit', 'freespins', 'instant_cashback', 'no_deposit']);
    for (let day = 0; day < 7; day++) {
      const res = (await s.call('GET', '/api/admin/get-all-bonus', { query: { dayOfWeek: day } })).json().data
        .bonus;
      expect(res.count).toBe(1);
      expect(res.rows[0].banner.bannerTitle.length).toBeGreaterThan(35);
    }
    const sunday = (
      await s.call('GET', '/api/admin/get-all-bonus', {
        query: { calendarDateTime: '2030-01-06T10:00:00Z', timeZone: 'UTC' },
      })
    ).json().data.bonus;
    expect(sunday.rows[0].calendarWeekday).toBe(0);
    expect(
      await one(
        'SELECT count(*)::int AS n FROM payment_methods WHERE is_crypto AND jsonb_array_length(networks) > 0',
      ),
    ).toBeGreaterThanOrEqual(3);
    const t = (await s.call('GET', '/api/tournaments')).json().data.tournaments.rows as {
      type: string;
      status: string;
    }[];
    expect(new Set(t.map((x) => x.type))).toEqual(new Set(['tournament', 'race']));
    expect(new Set(t.map((x) => x.status))).toEqual(new Set(['upcoming', 'active', 'finished']));
  });

  it('is deterministic: reseeding gives the same games, payment methods and bonuses', async () => {
    const digest = async () =>
      (
        await s.ctx.db.query<{ d: string }>(
          "SELECT md5(string_agg(x, '|' ORDER BY x)) AS d FROM (SELECT g::text AS x FROM games g UNION ALL SELECT p::text FROM payment_methods p UNION ALL SELECT (b.id, b.name, b.type)::text FROM bonuses b UNION ALL SELECT pr::text FROM providers pr) t",
        )
      )[0]?.d;
    const before = await digest();
    expect((await s.call('POST', '/__test/reset')).statusCode).toBe(200);
    expect(await digest()).toBe(before);
    expect((await s.call('GET', '/api/user/get-user-details', { token })).statusCode).toBe(403);
  });
});
