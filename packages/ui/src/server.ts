// What a server prerendering the design system's components needs (never imported by browsers).
export { stylesForMarkup } from './internal/styling.ts';
