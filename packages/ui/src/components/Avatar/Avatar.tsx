import { useState } from 'react';
import { styledElement } from '../../internal/styling.ts';
import { styleTable, variantSelectors } from '../../internal/table.ts';

export const avatarSizes = ['small', 'medium', 'large'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

const sizeStyles = styleTable(avatarSizes, (size) => {
  const edge = { small: 'var(--space-6)', medium: 'var(--space-7)', large: 'var(--space-8)' }[size];
  const font = { small: 'var(--font-size-0)', medium: 'var(--font-size-2)', large: 'var(--font-size-4)' }[
    size
  ];
  return { width: edge, height: edge, fontSize: font };
});

const Circle = styledElement('span', {
  ...variantSelectors('size', sizeStyles),
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: '50%',
  background: 'var(--button-secondary-background)',
  color: 'var(--button-secondary-text)',
  fontWeight: 'var(--font-weight-bold)',
  textTransform: 'uppercase',
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
});

/** Up to two initials from a display name ("Jane Doe" → "JD"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words.at(-1) ?? '')[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

export type AvatarProps = {
  /** The player's display name: the accessible name and the source of initials. */
  name: string;
  /** A picture; initials show while it loads or if it fails. */
  src?: string;
  /** @default 'medium' */
  size?: AvatarSize;
};

/** A player's picture, or their initials. */
export function Avatar({ name, src, size = 'medium' }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = src && !failed;
  return (
    <Circle data-size={size} role="img" aria-label={name}>
      {showImage ? (
        <img src={src} alt="" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </Circle>
  );
}
