// The app's style rules (issue 30): a feature's CSS module adds layout, never a look the design
// system already has. No rule re-declares the card recipe (surface, border, large radius) or
// visually-hidden: compose them from `@casino/ui/css/classes.module.css`, or use <Card> and
// <VisuallyHidden>. Every `var(--name)` is a brand token or a property the app itself sets (a
// component variable declared in a module or set from a style object): an unknown name silently
// falls back (`--font-mono`, `--radius-2` did). Checked over the real tree by styleBoundaries.test.ts.

export interface StyleFile {
  /** Path relative to the app's src/ folder, with forward slashes. */
  path: string;
  text: string;
}

export interface StyleViolation {
  file: string;
  /** The rule's selector, or the unknown property's name. */
  at: string;
  rule: 'card-recipe' | 'visually-hidden' | 'unknown-property';
}

/** A violation the tree is allowed to keep for now, with the reason. */
export interface StyleException {
  file: string;
  at: string;
  rule: StyleViolation['rule'];
  reason: string;
}

interface Block {
  selector: string;
  declarations: Map<string, string>;
}

const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '');

/** Every innermost `selector { declarations }` block (inside @media too). */
function blocksOf(css: string): Block[] {
  const blocks: Block[] = [];
  for (const [, selector, body] of withoutComments(css).matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = new Map<string, string>();
    for (const line of (body ?? '').split(';')) {
      const colon = line.indexOf(':');
      if (colon > 0)
        declarations.set(
          line.slice(0, colon).trim(),
          line
            .slice(colon + 1)
            .trim()
            .replace(/\s+/g, ' '),
        );
    }
    blocks.push({ selector: (selector ?? '').trim().replace(/\s+/g, ' '), declarations });
  }
  return blocks;
}

const isCardRecipe = ({ declarations: d }: Block): boolean =>
  /^1px solid var\(--color-border\)$/.test(d.get('border') ?? '') &&
  d.get('border-radius') === 'var(--radius-large)' &&
  d.get('background') === 'var(--color-surface)';

const onePixel = (value: string | undefined): boolean => value === '1px';
const isVisuallyHidden = ({ declarations: d }: Block): boolean =>
  (onePixel(d.get('width')) || onePixel(d.get('inline-size'))) &&
  (onePixel(d.get('height')) || onePixel(d.get('block-size'))) &&
  d.get('overflow') === 'hidden' &&
  (d.has('clip') || d.has('clip-path'));

/**
 * Custom properties the app defines itself: declared in a CSS module (`--name: …`) or named as a
 * whole string in a script (`{ '--name': … }` in a style object, `style.setProperty('--name', …)`).
 */
export function ownProperties(files: readonly StyleFile[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const pattern = file.path.endsWith('.css') ? /(--[\w-]+)\s*:/g : /['"`](--[\w-]+)['"`]/g;
    // Comments name properties too (this file's header does): only code counts.
    const code = withoutComments(file.text).replace(/^\s*\/\/.*$/gm, '');
    for (const [, name] of code.matchAll(pattern)) names.add(name ?? '');
  }
  return names;
}

/** Every broken rule in the app's CSS modules, less the listed exceptions. */
export function findStyleViolations(
  files: readonly StyleFile[],
  tokens: ReadonlySet<string>,
): StyleViolation[] {
  const own = ownProperties(files);
  const violations: StyleViolation[] = [];
  for (const file of files) {
    if (!file.path.endsWith('.module.css')) continue;
    for (const block of blocksOf(file.text)) {
      if (isCardRecipe(block)) violations.push({ file: file.path, at: block.selector, rule: 'card-recipe' });
      if (isVisuallyHidden(block))
        violations.push({ file: file.path, at: block.selector, rule: 'visually-hidden' });
    }
    const unknown = new Set<string>();
    for (const [, name] of withoutComments(file.text).matchAll(/var\(\s*(--[\w-]+)/g))
      if (name && !tokens.has(name) && !own.has(name)) unknown.add(name);
    for (const name of unknown) violations.push({ file: file.path, at: name, rule: 'unknown-property' });
  }
  return violations;
}

const sameViolation = (a: StyleViolation, b: StyleViolation): boolean =>
  a.file === b.file && a.at === b.at && a.rule === b.rule;

/** Violations not excused, and exceptions that excuse nothing any more (to delete). */
export function applyExceptions(
  violations: readonly StyleViolation[],
  exceptions: readonly StyleException[],
): { violations: StyleViolation[]; stale: StyleException[] } {
  return {
    violations: violations.filter((violation) => !exceptions.some((e) => sameViolation(e, violation))),
    stale: exceptions.filter((exception) => !violations.some((v) => sameViolation(exception, v))),
  };
}
