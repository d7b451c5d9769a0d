import type { FastifyRequest } from 'fastify';
import type { Brand } from '../brands.ts';
import type { Ctx } from '../context.ts';
import { fail } from '../errors.ts';

export function brandOf(ctx: Ctx, req: FastifyRequest): Brand {
  const q = req.query as { brand?: unknown } | undefined;
  const param = typeof q?.brand === 'string' ? q.brand : undefined;
  const header = req.headers['x-brand'];
  return (
    ctx.brands.resolve(
      { host: req.headers.host, origin: req.headers.origin, referer: req.headers.referer },
      param ?? (typeof header === 'string' ? header : undefined),
    ) ?? fail('NOT_FOUND', 'No brand folders found')
  );
}

/** settings2 of a brand; cached until a reseed or a test-mode settings change. */
export async function brandSettings(ctx: Ctx, brandId: string): Promise<Record<string, unknown>> {
  const key = `settings:${brandId}`;
  const cached = ctx.cache.get(key) as Record<string, unknown> | undefined;
  if (cached) return { ...cached };
  const rows = await ctx.db.query<{ key: string; value: unknown }>(
    'SELECT key, value FROM brand_settings WHERE brand = $1 ORDER BY key',
    [brandId],
  );
  const settings = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  ctx.cache.set(key, settings);
  return { ...settings };
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
export const round8 = (n: number) => Math.round(n * 1e8) / 1e8;

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** Country of the caller: a test-mode override, else the configured country for loopback callers. */
export function callerCountry(ctx: Ctx, req: FastifyRequest): string {
  if (ctx.config.testMode) {
    const h = req.headers['x-test-country'];
    if (typeof h === 'string' && /^[A-Z]{2}$/.test(h)) return h;
  }
  return ctx.geoCountry ?? ctx.config.defaultCountry;
}

export const bearer = [{ bearer: [] }];
