// Fixed games for stories and tests: thumbnails are inline SVG (no network in a story test), made
// like the reference back end's (300 × 400, a two-colour gradient and the game's initial).

const names = [
  'Book of Gold',
  'Lucky Sevens',
  'Crash Rocket',
  'Fruit Party',
  'Mega Roulette',
  'Blackjack VIP',
  'Sweet Candy',
  'Dragon Tiger',
  'Wild Safari',
  'Diamond Rush',
  'Pirate Bay',
  'Neon Nights',
  'Golden Pharaoh',
  'Lightning Baccarat',
  'Viking Raid',
  'Cosmic Spins',
];
const providers = ['Aurora Gaming', 'Northern Reels', 'Playline', 'Velvet Studios', 'Blue Comet'];
const palette = ['#7c3aed', '#db2777', '#0891b2', '#16a34a', '#ea580c', '#2563eb', '#ca8a04', '#be123c'];

export type SampleGame = {
  id: number;
  name: string;
  provider: string;
  thumbnailUrl: string;
  isNew: boolean;
  isLive: boolean;
  hasDemo: boolean;
};

const thumbnail = (id: number, name: string): string => {
  const from = palette[id % palette.length];
  const to = palette[(id * 3 + 1) % palette.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="300" height="400" fill="url(#g)"/><circle cx="150" cy="180" r="70" fill="#ffffff33"/><text x="150" y="205" font-family="sans-serif" font-size="72" font-weight="700" fill="#fff" text-anchor="middle">${name[0]}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

/** `count` games; names repeat with a number after the first 16. */
export function sampleGames(count: number): SampleGame[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const base = names[index % names.length] as string;
    const name = index < names.length ? base : `${base} ${Math.floor(index / names.length) + 1}`;
    return {
      id,
      name,
      provider: providers[index % providers.length] as string,
      thumbnailUrl: thumbnail(id, name),
      isNew: index % 7 === 0,
      isLive: /Roulette|Blackjack|Baccarat|Dragon/.test(name),
      hasDemo: index % 5 !== 4,
    };
  });
}
