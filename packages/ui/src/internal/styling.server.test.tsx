// @vitest-environment node
// Without a document (a server prerendering a page) the styling seam keeps each class's rules so
// the page's HTML can carry exactly the rules its markup uses.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { stylesForMarkup } from '../server.ts';
import { animation, styledElement } from './styling.ts';

const spin = animation({ to: { transform: 'rotate(360deg)' } });
const Spinner = styledElement('span', { animation: `${spin} 1s linear infinite`, width: 17 });
const Card = styledElement('section', { padding: 23, '&:hover': { opacity: 0.5 } });
const Unused = styledElement('aside', { margin: 29 });

describe('stylesForMarkup', () => {
  it('carries the rules of the classes the markup names, and only those', () => {
    const markup = renderToStaticMarkup(<Card>hello</Card>);
    const css = stylesForMarkup(markup);
    const [cardClass] = markup.match(/go\d+/) ?? [];
    expect(css).toContain(`.${cardClass}{padding:23px;}`);
    expect(css).toContain(`.${cardClass}:hover{opacity:0.5;}`);
    expect(css).not.toContain('margin:29px');
    expect(css).not.toContain('width:17px');
    expect(renderToStaticMarkup(<Unused />)).toMatch(/class="go\d+"/);
  });

  it('brings the keyframes a carried rule animates with, before the rule', () => {
    const css = stylesForMarkup(renderToStaticMarkup(<Spinner />));
    expect(css).toContain('width:17px');
    expect(css.indexOf(`@keyframes ${spin}`)).toBeGreaterThanOrEqual(0);
    expect(css.indexOf(`@keyframes ${spin}`)).toBeLessThan(css.indexOf('width:17px'));
  });

  it('gives nothing for markup without the design system’s classes', () => {
    expect(stylesForMarkup('<p class="plain">text</p>')).toBe('');
  });
});
