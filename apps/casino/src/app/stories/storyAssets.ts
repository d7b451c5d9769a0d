// Story-only: the images of the back end's asset routes (game thumbnails, provider logos, payment
// thumbnails) as inline SVG, made like the reference back end's. An <img> does not go through the
// story fetch, and a story makes no network call: the story transport hands out these instead.

import { storyPayments } from './storyCashier.ts';
import { storyGames, storyProviders } from './storyCatalogue.ts';

const palette = ['#7c3aed', '#db2777', '#0891b2', '#16a34a', '#ea580c', '#2563eb', '#ca8a04', '#be123c'];
const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

function gameThumbnail(id: number, name: string): string {
  const from = palette[id % palette.length];
  const to = palette[(id * 3 + 1) % palette.length];
  return svg(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="300" height="400" fill="url(#g)"/><circle cx="150" cy="180" r="70" fill="#ffffff33"/><text x="150" y="205" font-family="sans-serif" font-size="72" font-weight="700" fill="#fff" text-anchor="middle">${name[0]}</text>`,
    300,
    400,
  );
}

const label = (text: string, hue: number, width: number, height: number) =>
  svg(
    `<rect width="${width}" height="${height}" rx="8" fill="hsl(${hue} 60% 35%)"/><text x="${width / 2}" y="${height / 2 + 5}" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text>`,
    width,
    height,
  );

const fileOf = (path: string) => decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));

const images = new Map<string, string>([
  ...storyGames.map((game): [string, string] => [
    `/api/games/thumbnail/${fileOf(game.thumbnailUrl)}`,
    gameThumbnail(game.id, game.name),
  ]),
  ...storyProviders.map((provider, index): [string, string] => [
    `/api/games/providers/logo/${fileOf(provider.logoUrl)}`,
    label(provider.name, (index * 60) % 360, 120, 60),
  ]),
  ...storyPayments.map((method, index): [string, string] => [
    `/api/payments/thumbnail/${fileOf(method.thumbnailUrl)}`,
    label(method.name.split(' ')[0] ?? method.name, (index * 70 + 200) % 360, 96, 64),
  ]),
]);

/** The inline image for an asset path of the story back end, if it has one. */
export const storyAssetUrl = (path: string): string | undefined => images.get(path);
