// WCAG 2.2 contrast (SC 1.4.3). Brand palettes are data written by people; a component colour
// pair that falls below AA is corrected here, with the brand's own palette, instead of shipping an
// unreadable button or branching on a brand in component code.

const channels = (hex: string): [number, number, number] => {
  const digits = hex.replace('#', '');
  const full =
    digits.length <= 4
      ? digits
          .slice(0, 3)
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits.slice(0, 6);
  return [0, 2, 4].map((offset) => Number.parseInt(full.slice(offset, offset + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
};

const linear = (channel: number): number =>
  channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;

/** Relative luminance of an sRGB hex colour (alpha ignored). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;

/**
 * The palette name to use for text on `backgrounds` (e.g. a button at rest and on hover): the
 * preferred one when it meets AA on all of them, otherwise the candidate from the same palette
 * whose worst contrast is highest.
 */
export function readableColorName<Name extends string>(
  palette: Record<Name, string>,
  preferred: Name,
  backgrounds: string | readonly string[],
  candidates: readonly Name[],
): Name {
  const behind = typeof backgrounds === 'string' ? [backgrounds] : backgrounds;
  const worst = (name: Name) =>
    Math.min(...behind.map((background) => contrastRatio(palette[name], background)));
  if (worst(preferred) >= AA_TEXT) return preferred;
  let best = preferred;
  for (const name of candidates) if (worst(name) > worst(best)) best = name;
  return best;
}

const toHex = (value: number): string =>
  Math.round(Math.min(1, Math.max(0, value)) * 255)
    .toString(16)
    .padStart(2, '0');

/** `from` moved a fraction `t` (0–1) of the way to `to`, in sRGB. */
export function mixHex(from: string, to: string, t: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a.map((channel, i) => toHex(channel + ((b[i] as number) - channel) * t)).join('')}`;
}

/**
 * `color` nudged toward `towards` (the brand's text colour) in 5 % steps until it reads at AA on
 * every one of `backgrounds`; it keeps its hue family (an error stays red) instead of turning into
 * plain text colour.
 */
export function readableTint(color: string, towards: string, backgrounds: readonly string[]): string {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = step === 0 ? color.slice(0, 7) : mixHex(color, towards, step / 20);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= AA_TEXT)) return candidate;
  }
  return towards;
}
