import { mediaQueries } from '../tokens/breakpoints.ts';

// Spec 9 breakpoints (mobile below 768 px, tablet 768–1024 px). Media queries cannot read CSS
// variables, so components use the spec's constants; brand themes carry the same numbers.
const queries = mediaQueries({ tablet: 768, desktop: 1025 });

export const onMobile = `@media ${queries.mobile}`;
export const onTablet = `@media ${queries.tablet}`;
export const onDesktop = `@media ${queries.desktop}`;

/** The raw mobile query for matchMedia (e.g. one slide per scroll on mobile). */
export const mobileQuery = queries.mobile;

/**
 * Phones narrower than 360 px (the 320 px ones the spec supports): a row of game tiles shows two
 * there instead of three (issue 33), or a tile's art would be under 90 px wide.
 */
export const onNarrowPhone = '@media (max-width: 359px)';

/** Game tiles per row on phones (issue 33): three from 360 px, two below. */
export const phoneTilesPerRow = { phone: 3, narrowPhone: 2 } as const;
