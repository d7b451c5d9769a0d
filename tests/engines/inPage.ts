// Finding an element the way a player (or assistive technology) names it, in the page itself, the
// same script in every engine: a role and accessible name, a form field's label, a test id or a
// CSS selector, optionally inside another such element and containing some text. Only visible
// elements count. The match gets a `data-engine-mark` attribute, so the engine then acts on it by
// a plain CSS selector with its own native click and keys. It also says whether the element is
// the running app's (live) or still the prerendered page's.
//
// It is kept as source text (not a function of this module) so no compiler helper ever ends up in
// the page, and it runs under the app's CSP because each engine evaluates it through its debugging
// protocol, not through the page's own `eval`.

/** A text to match: exact (string) or a pattern. */
type Match = string | RegExp;

export interface Query {
  css?: string;
  testId?: string;
  /** An ARIA role, implicit (button, link, heading, dialog, …) or explicit. */
  role?: string;
  /** The accessible name, exact or a pattern (with role or label). */
  name?: Match;
  /** A heading's level (with role: 'heading'). */
  level?: number;
  /** A form field by its label's text (exact) or pattern. */
  label?: Match;
  /** Only an element whose text contains this (or matches it). */
  hasText?: Match;
  /** Only inside the first visible match of this query. */
  within?: Query;
}

export const locateSource = String.raw`function locate(query, mark) {
  const matches = (text, want) => {
    if (want === undefined || want === null) return true;
    const value = String(text).replace(/\s+/g, ' ').trim();
    if (typeof want === 'string') return value === want;
    return new RegExp(want.regexp, want.flags).test(value);
  };
  const contains = (text, want) => {
    const value = String(text).replace(/\s+/g, ' ').trim();
    if (typeof want === 'string') return value.includes(want);
    return new RegExp(want.regexp, want.flags).test(value);
  };
  const visible = (element) => {
    if (!element.isConnected) return false;
    const rects = element.getClientRects();
    if (rects.length === 0) return false;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const implicitRole = (element) => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit.split(/\s+/)[0];
    const tag = element.tagName.toLowerCase();
    const type = (element.getAttribute('type') || '').toLowerCase();
    if (tag === 'button') return 'button';
    if (tag === 'a' && element.hasAttribute('href')) return 'link';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'dialog') return 'dialog';
    if (tag === 'select') return element.multiple || element.size > 1 ? 'listbox' : 'combobox';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'table') return 'table';
    if (tag === 'img') return element.getAttribute('alt') === '' ? 'presentation' : 'img';
    if (tag === 'nav') return 'navigation';
    if (tag === 'main') return 'main';
    if (tag === 'input') {
      if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'checkbox') return 'checkbox';
      if (type === 'radio') return 'radio';
      if (type === 'search') return 'searchbox';
      if (['', 'text', 'email', 'tel', 'url', 'password', 'number'].includes(type)) return 'textbox';
    }
    return null;
  };
  const textOf = (element) => (element.innerText || element.textContent || '').replace(/\s+/g, ' ').trim();
  const labelsOf = (element) => {
    const byIds = element.getAttribute('aria-labelledby');
    if (byIds)
      return byIds
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .filter(Boolean)
        .map((label) => (label.textContent || '').replace(/\s+/g, ' ').trim())
        .join(' ');
    const aria = element.getAttribute('aria-label');
    if (aria) return aria;
    if (element.labels && element.labels.length > 0)
      return Array.from(element.labels)
        .map((label) => (label.textContent || '').replace(/\s+/g, ' ').trim())
        .join(' ');
    return null;
  };
  const nameOf = (element) => {
    const labelled = labelsOf(element);
    if (labelled !== null) return labelled;
    const tag = element.tagName.toLowerCase();
    if (tag === 'img') return element.getAttribute('alt') || '';
    if (tag === 'input') return element.getAttribute('value') || element.getAttribute('placeholder') || '';
    return (element.textContent || '').replace(/\s+/g, ' ').trim();
  };
  const all = (root, q) => {
    let candidates;
    if (q.css) candidates = root.querySelectorAll(q.css);
    else if (q.testId) candidates = root.querySelectorAll('[data-testid="' + q.testId + '"]');
    else if (q.label !== undefined) candidates = root.querySelectorAll('input, select, textarea, [role="textbox"], [role="combobox"], [role="spinbutton"]');
    else candidates = root.querySelectorAll('*');
    return Array.from(candidates).filter((element) => {
      if (q.role && implicitRole(element) !== q.role) return false;
      if (q.level && element.tagName.toLowerCase() !== 'h' + q.level && element.getAttribute('aria-level') !== String(q.level)) return false;
      if (q.role && q.name !== undefined && !matches(nameOf(element), q.name)) return false;
      if (q.label !== undefined && !matches(labelsOf(element) || '', q.label)) return false;
      return visible(element);
    });
  };
  const first = (q) => {
    const roots = q.within ? first(q.within) : [document];
    const found = [];
    for (const root of roots) found.push(...all(root, q));
    return found;
  };
  const hits = first(query).filter((element) => query.hasText === undefined || contains(textOf(element) + ' ' + (element.value || ''), query.hasText));
  for (const old of document.querySelectorAll('[data-engine-mark]')) old.removeAttribute('data-engine-mark');
  const hit = hits[0];
  if (!hit) return { mark: null, text: '', live: false };
  hit.setAttribute('data-engine-mark', mark);
  // Rendered by the running app (React keeps its fiber on the element), not the prerendered
  // markup the app replaces when it starts: acting on that would be lost.
  const live = Object.keys(hit).some((key) => key.startsWith('__reactFiber$'));
  return { mark, text: textOf(hit), live };
}`;
