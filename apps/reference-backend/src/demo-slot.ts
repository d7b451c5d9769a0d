/**
 * The demo slot's reels and pay table, and its return to player computed exactly from them.
 *
 * Three reels of six equally likely symbols: 216 outcomes. Three of a kind pays its symbol's
 * multiplier; exactly two hearts pay 2. The table used to return 223/216 = 103.24 % on real money
 * (issue 32); this one returns 208/216 = 26/27 ≈ 96.30 %.
 */
export const REEL_SYMBOLS = ['7', '★', '♦', '♥', '♣', '♠'] as const;
export type ReelSymbol = (typeof REEL_SYMBOLS)[number];

/** Three of a kind: the stake times this. */
export const THREE_OF_A_KIND: Readonly<Record<ReelSymbol, number>> = {
  '♥': 4,
  '♣': 6,
  '♠': 12,
  '♦': 20,
  '★': 36,
  '7': 100,
};
/** Exactly two hearts (the third reel anything else): the stake times this. */
export const TWO_HEARTS = 2;

/** The multiplier of one outcome (0: no win). Unknown symbols (never drawn) pay nothing. */
export function multiplierOf(reels: readonly string[]): number {
  const [a, b, c] = reels;
  if (a !== undefined && a === b && b === c) return THREE_OF_A_KIND[a as ReelSymbol] ?? 0;
  return reels.filter((r) => r === '♥').length === 2 ? TWO_HEARTS : 0;
}

/** Every outcome of the three reels, each equally likely. */
export function allOutcomes(): string[][] {
  return REEL_SYMBOLS.flatMap((a) => REEL_SYMBOLS.flatMap((b) => REEL_SYMBOLS.map((c) => [a, b, c])));
}

/**
 * The exact return to player as a fraction (total multiplier over the number of outcomes), in
 * BigInt: no float sum stands between the pay table and the number the player is shown.
 */
export function exactRtp(): { numerator: bigint; denominator: bigint } {
  const outcomes = allOutcomes();
  const total = outcomes.reduce((sum, reels) => sum + BigInt(multiplierOf(reels)), 0n);
  return { numerator: total, denominator: BigInt(outcomes.length) };
}

/** The RTP in percent, rounded half up to two decimals (what the game's data shows): 96.30. */
export function rtpPercent(): number {
  const { numerator, denominator } = exactRtp();
  const hundredths = (numerator * 10_000n * 2n + denominator) / (2n * denominator);
  return Number(hundredths) / 100;
}

/** The top multiplier of the table (the game's maxMultiplier). */
export const MAX_MULTIPLIER = Math.max(TWO_HEARTS, ...Object.values(THREE_OF_A_KIND));
