import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../app.ts';
import { optionalSession } from '../auth.ts';
import type { Ctx } from '../context.ts';
import { fail } from '../errors.ts';
import { anyObj, arr, bool, obj, query, str } from '../schema.ts';
import { brandSettings, contentBrand } from './common.ts';

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

export function registerCoreRoutes(app: FastifyInstance, ctx: Ctx): void {
  const tags = ['core'];

  app.get(
    '/api/core/casino/settings2',
    {
      schema: {
        tags,
        summary: 'App settings of the brand picked by host name or ?brand=',
        description: 'Seeded from brands/<brand>/brand.json `settings` (+ `pageUrls` as pageUrlSetup).',
        querystring: query({ brand: str({ description: 'Brand id; overrides the host name.' }) }),
        response: {
          200: anyObj('The app settings object (schemas/settings.schema.json).'),
          ...errorResponses,
        },
      },
    },
    async (req) => brandSettings(ctx, contentBrand(ctx, req).id),
  );

  app.get(
    '/api/core/casino/locales/:lng.json',
    {
      schema: {
        tags,
        summary: "Operator overrides of the app's messages for one locale, cached for an hour",
        description:
          'The app ships its own complete catalogues; this answer only replaces the messages it names (ICU AST, as `pnpm i18n:compile` writes, or plain text). `{}` when the operator overrides nothing in this locale.',
        params: obj({
          lng: str({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$', description: 'Locale, e.g. en or pt-BR' }),
        }),
        response: { 200: anyObj('Messages keyed by id.'), ...errorResponses },
      },
    },
    async (req, reply) => {
      const { lng } = req.params as { lng: string };
      const file = join(ctx.config.localesDir, `${lng}.json`);
      // Test mode may set the exact answer (any JSON, also a broken one) to see the app cope.
      const answer = ctx.localeAnswers.has(lng)
        ? JSON.stringify(ctx.localeAnswers.get(lng))
        : existsSync(file)
          ? readFileSync(file, 'utf8')
          : '{}';
      reply.header('cache-control', 'max-age=3600');
      reply.header('content-type', 'application/json; charset=utf-8');
      return reply.send(answer);
    },
  );

  app.get(
    '/api/core/casino/scripts',
    {
      schema: {
        tags,
        summary: 'Operator scripts injected into the page',
        description:
          'Scripts for everybody, plus those for logged-in players when enableAuthUsers=true and a valid token is sent, plus those for depositors when enableDepositors=true and the player has deposited.',
        querystring: query({ enableAuthUsers: bool(), enableDepositors: bool(), brand: str() }),
        response: {
          200: arr(obj({ key: str(), head: str(), bodyStart: str(), bodyEnd: str() }, ['key'])),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const q = req.query as { enableAuthUsers?: boolean; enableDepositors?: boolean };
      const session = await optionalSession(ctx, req);
      const audiences = ['all'];
      if (q.enableAuthUsers && session) audiences.push('auth');
      if (q.enableDepositors && session && session.user.deposit_count > 0) audiences.push('depositors');
      const rows = await ctx.db.query<{
        key: string;
        head: string | null;
        body_start: string | null;
        body_end: string | null;
      }>(
        'SELECT key, head, body_start, body_end FROM brand_scripts WHERE brand = $1 AND audience = ANY($2) ORDER BY sort',
        [contentBrand(ctx, req).id, audiences],
      );
      return rows.map((r) => ({
        key: r.key,
        ...(r.head ? { head: r.head } : {}),
        ...(r.body_start ? { bodyStart: r.body_start } : {}),
        ...(r.body_end ? { bodyEnd: r.body_end } : {}),
      }));
    },
  );

  app.get(
    '/api/core/casino/assets/:brand/*',
    {
      schema: {
        tags,
        summary: 'Brand assets (logos, coin, icons) from brands/<brand>/assets/',
        description:
          'Both /assets/<brand>/logo.svg and /assets/<brand>/assets/logo.svg (the brand.json path) work.',
        params: obj({ brand: str(), '*': str() }),
        response: { 200: { description: 'The file' }, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { brand: brandId, '*': rest } = req.params as { brand: string; '*': string };
      const brand = ctx.brands.get(brandId) ?? fail('NOT_FOUND', `Unknown brand ${brandId}`);
      const assetsDir = join(brand.dir, 'assets');
      const relative = rest.startsWith('assets/') ? rest.slice('assets/'.length) : rest;
      const file = normalize(join(assetsDir, relative));
      if (!file.startsWith(assetsDir + sep) || !existsSync(file) || !statSync(file).isFile())
        return fail('NOT_FOUND', `No asset ${rest} for brand ${brandId}`);
      reply.header('content-type', MIME[extname(file).toLowerCase()] ?? 'application/octet-stream');
      reply.header('cache-control', 'max-age=3600');
      return reply.send(readFileSync(file));
    },
  );
}
