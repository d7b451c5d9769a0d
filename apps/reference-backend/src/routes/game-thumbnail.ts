// A game's thumbnail, drawn from its seeded colours, symbol and name, and served as WebP: sharp
// (libvips, in its own threads) rasterises the drawing once per game and the server keeps the
// bytes (≈ 4 KB each, 12 MB for the whole catalogue) until the next seed. A raster image is what
// operators' providers serve, and what a browser decodes off the page's main thread: as SVG, each
// card cost Chromium an isolated document on the main thread (9 ms per card on a 4× slowed phone,
// bench:lobby's largest single cost while scrolling).
import sharp from 'sharp';
import type { Ctx } from '../context.ts';

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

interface ThumbnailArt {
  name: string;
  color1: string;
  color2: string;
  symbol: string;
}

/** The drawing: the game's two colours as a gradient, its symbol large, its name below. */
export function thumbnailSvg(game: ThumbnailArt): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(game.color1)}"/><stop offset="1" stop-color="${escapeXml(game.color2)}"/></linearGradient></defs><rect width="300" height="400" rx="24" fill="url(#g)"/><text x="150" y="190" font-size="120" text-anchor="middle" dominant-baseline="middle">${escapeXml(game.symbol)}</text><text x="150" y="340" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(game.name.slice(0, 22))}</text></svg>`;
}

// The rendered images, keyed by their drawing: a reseed draws the same games again and finds them
// here, and a changed game (another name or colour) is a new drawing. Bounded for safety; the
// catalogue has 3,000 drawings.
const rendered = new Map<string, Promise<Buffer>>();
const renderedLimit = 10_000;

/** Whether a drawing has been rendered (or is being): what the warm-up is for. */
export const isThumbnailRendered = (svg: string): boolean => rendered.has(svg);

function renderWebp(svg: string): Promise<Buffer> {
  let image = rendered.get(svg);
  if (!image) {
    if (rendered.size >= renderedLimit) rendered.clear();
    image = sharp(Buffer.from(svg)).webp({ quality: 75 }).toBuffer();
    rendered.set(svg, image);
    // A failed render is not kept: the next request tries again.
    image.catch(() => {
      if (rendered.get(svg) === image) rendered.delete(svg);
    });
  }
  return image;
}

/** The WebP bytes of a game's thumbnail, or undefined for an unknown game. */
export async function gameThumbnail(ctx: Ctx, id: number): Promise<Buffer | undefined> {
  const [game] = await ctx.db.query<ThumbnailArt>(
    'SELECT name, color1, color2, symbol FROM games WHERE id = $1',
    [id],
  );
  return game ? renderWebp(thumbnailSvg(game)) : undefined;
}

/**
 * Renders, one after another, the thumbnails the lobby shows first (each category row's games),
 * so a first visit does not wait for them: what a CDN in front of a provider's images gives an
 * operator. Started with the server, never awaited by a request; `stop` ends it (the server closing).
 */
export async function warmLobbyThumbnails(
  ctx: Ctx,
  gamesPerCategory: number,
  stop: AbortSignal,
): Promise<void> {
  const categories = await ctx.db.query<{ slug: string }>('SELECT slug FROM categories ORDER BY sort');
  for (const { slug } of categories) {
    if (stop.aborted) return;
    const where = slug === 'slots' || slug === 'live' ? 'category = $1' : 'tags ? $1';
    const games = await ctx.db.query<{ id: number }>(
      `SELECT id FROM games WHERE ${where} ORDER BY sort DESC, id LIMIT ${Number(gamesPerCategory)}`,
      [slug],
    );
    for (const { id } of games) {
      if (stop.aborted) return;
      await gameThumbnail(ctx, id);
    }
  }
}
