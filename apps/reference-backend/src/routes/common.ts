import type { FastifyRequest } from 'fastify';
import type { Brand } from '../brands.ts';
import type { Ctx } from '../context.ts';
import { fail } from '../errors.ts';

/**
 * The brand a rule of a guest follows (sign-up, login, a guest's demo launch): the site the request
 * comes from (Origin, then Referer, then Host; brands.ts), else the default brand. `?brand=` and
 * `x-brand` name it only in test mode, where tests and the e2e run pick a brand without a host
 * name of their own; anywhere else anybody could name the brand whose rules suit them.
 * A signed-in player's rules never come from here: see playerBrand.
 */
export function guestBrand(ctx: Ctx, req: FastifyRequest): Brand {
  return (
    ctx.brands.resolve(
      { host: req.headers.host, origin: req.headers.origin, referer: req.headers.referer },
      ctx.config.testMode ? namedBrand(req) : undefined,
    ) ?? fail('NOT_FOUND', 'No brand folders found')
  );
}

/**
 * The brand of public, read-only content (settings2, scripts, the registration form's fields, the
 * country list): `?brand=` or `x-brand` may name it in any mode, because the app's server renders
 * a brand's pages server to server, where no Origin tells the brand, and nothing here is a rule.
 * Never use it for a rule that protects money or players.
 */
export function contentBrand(ctx: Ctx, req: FastifyRequest): Brand {
  return (
    ctx.brands.resolve(
      { host: req.headers.host, origin: req.headers.origin, referer: req.headers.referer },
      namedBrand(req),
    ) ?? fail('NOT_FOUND', 'No brand folders found')
  );
}

/**
 * The brand whose rules a signed-in player follows: the account's, stored at sign-up, whatever
 * the request names or comes from. An account without one (seeded before brands were stored) or
 * of a brand no longer served belongs to the default brand, as the seed's demo players do.
 */
export function playerBrand(ctx: Ctx, user: { brand: string | null }): Brand {
  return (
    (user.brand ? ctx.brands.get(user.brand) : undefined) ??
    ctx.brands.fallback ??
    fail('NOT_FOUND', 'No brand folders found')
  );
}

/** settings2 of the player's brand (playerBrand). */
export const playerSettings = (ctx: Ctx, user: { brand: string | null }): Promise<Record<string, unknown>> =>
  brandSettings(ctx, playerBrand(ctx, user).id);

function namedBrand(req: FastifyRequest): string | undefined {
  const q = req.query as { brand?: unknown } | undefined;
  if (typeof q?.brand === 'string') return q.brand;
  const header = req.headers['x-brand'];
  return typeof header === 'string' ? header : undefined;
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
