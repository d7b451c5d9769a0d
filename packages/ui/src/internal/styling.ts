// The one seam between the design system and its styling engine: styled-system turns style props
// into style objects; goober (1 KB) turns style objects into class names in one <style> element.
// emotion did the second job until the app's first-load budget needed its ~12 KB gzip back;
// nothing outside this file knows which engine runs.
import unitless from '@emotion/unitless';
// The parsers come from styled-system's own packages: its index also builds the variant helpers
// at import time, which would ship @styled-system/css to every page (~1.5 KB gzip) unused.
import { background } from '@styled-system/background';
import { border } from '@styled-system/border';
import { color } from '@styled-system/color';
import { compose } from '@styled-system/core';
import { flexbox } from '@styled-system/flexbox';
import { grid } from '@styled-system/grid';
import { layout } from '@styled-system/layout';
import { position } from '@styled-system/position';
import { shadow } from '@styled-system/shadow';
import { space } from '@styled-system/space';
import { typography } from '@styled-system/typography';
import { css } from 'goober';
import {
  type ComponentType,
  createContext,
  createElement,
  type JSX,
  type ReactNode,
  useContext,
} from 'react';
import type {
  BackgroundProps,
  BorderProps,
  ColorProps,
  FlexboxProps,
  GridProps,
  LayoutProps,
  PositionProps,
  ShadowProps,
  SpaceProps,
  TypographyProps,
} from 'styled-system';

/** A CSS object: nested selectors (`&:hover`, `&[data-state="open"]`) and CSS variables allowed. */
export type CSSObject = { [key: string]: string | number | CSSObject | undefined };

/** The style props every primitive accepts; scale values resolve to `var(--…)` references. */
export type SystemProps = SpaceProps &
  ColorProps &
  LayoutProps &
  FlexboxProps &
  GridProps &
  TypographyProps &
  BorderProps &
  PositionProps &
  ShadowProps &
  BackgroundProps;

const systemStyle = compose(
  space,
  color,
  layout,
  flexbox,
  grid,
  typography,
  border,
  position,
  shadow,
  background,
);

/** Style props are consumed here and never reach the DOM. */
const systemPropNames = new Set<string>([...(systemStyle.propNames ?? []), 'theme']);

/**
 * Numbers become pixels except for unitless properties (line-height, opacity, z-index…), as
 * emotion did: `{ width: 380, opacity: 0.5 }` → `width:380px;opacity:0.5`.
 */
function withUnits(styles: CSSObject): CSSObject {
  const out: CSSObject = {};
  for (const [key, value] of Object.entries(styles)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') out[key] = withUnits(value);
    else if (typeof value === 'number' && value !== 0 && !key.startsWith('--') && !(key in unitless))
      out[key] = `${value}px`;
    else out[key] = value;
  }
  return out;
}

// goober compiles a style object to a class name and its rules. It would keep the rules in one
// <style> element by appending to its text, which makes the browser re-parse the whole sheet on
// every new class (quadratic at start-up, ~hundreds of ms on a slow phone). Instead goober writes
// into this collector, and each new class's rules go into the page through insertRule, once.
// (goober asks its target for a '#_goober' element and writes to its first child; without a
// window it writes to the target itself: the collector answers both ways.)
const collector = {
  data: '',
  querySelector: () => ({ firstChild: collector, parentNode: collector }),
};
const gooberTarget = collector as unknown as Element;
const insertedClasses = new Set<string>();
let pageSheet: CSSStyleSheet | null = null;

/** Top-level rules of a CSS text (`.a{…}@media (…){.a{…}}` → two rules). */
function topLevelRules(text: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(text.slice(start, index + 1));
        start = index + 1;
      }
    }
  }
  return rules;
}

// Without a document (a server prerendering a page) the rules are kept per class name, in the
// order they were made, so the page's HTML can carry exactly the rules its markup uses.
const serverRules = new Map<string, string>();

function insertRules(name: string, text: string): void {
  if (typeof document === 'undefined') {
    serverRules.set(name, text);
    return;
  }
  if (!pageSheet) {
    const element = document.createElement('style');
    element.dataset.casinoStyles = '';
    document.head.append(element);
    pageSheet = element.sheet;
  }
  if (!pageSheet) return;
  for (const rule of topLevelRules(text)) {
    try {
      pageSheet.insertRule(rule, pageSheet.cssRules.length);
    } catch {
      // A rule this browser cannot parse (an unknown pseudo-class…) is skipped, not fatal.
    }
  }
}

function compile(styles: CSSObject, keyframes = false): string {
  collector.data = '';
  const name = css.call({ target: gooberTarget, ...(keyframes ? { k: 1 } : {}) }, withUnits(styles) as never);
  if (!insertedClasses.has(name)) {
    insertedClasses.add(name);
    insertRules(name, collector.data);
  }
  collector.data = '';
  return name;
}

/**
 * The CSS a server-rendered markup needs: the rules of every class it names, and the keyframes
 * those rules animate with, in the order they were made (the cascade the browser would build).
 */
export function stylesForMarkup(markup: string): string {
  const used = new Set(markup.match(/\bgo\d+\b/g));
  const rules = [...serverRules].filter(([name]) => used.has(name));
  const text = rules.map(([, rule]) => rule).join('');
  const frames = [...serverRules].filter(
    ([name, rule]) => rule.startsWith('@keyframes') && !used.has(name) && text.includes(name),
  );
  return [...frames, ...rules].map(([, rule]) => rule).join('');
}

/** A class name for a style object (one rule set per distinct object, shared and cached). */
const classFor = (styles: CSSObject): string => compile(styles);

/** The class name of a style object, for a component that renders a plain element (cached). */
export const classNameForStyles = classFor;

const joinClasses = (...names: (string | undefined | false)[]): string => names.filter(Boolean).join(' ');

type Tag = keyof JSX.IntrinsicElements;

/** The var-reference theme styled-system resolves scale values against. */
const StyleThemeContext = createContext<object>({});

/** Provides the var-reference styled-system theme to primitives. */
export function StyleThemeProvider({ theme, children }: { theme: object; children: ReactNode }) {
  return createElement(StyleThemeContext.Provider, { value: theme }, children);
}

export const useStyleTheme = (): object => useContext(StyleThemeContext);

/** A primitive: an element that takes style props, resolved against the var-reference theme. */
export function systemElement<T extends Tag>(tag: T, base: CSSObject = {}) {
  const baseClass = classFor(base);
  // Style props → class, per theme: a list of cards re-renders without re-serialising styles.
  const classesByTheme = new WeakMap<object, Map<string, string>>();
  // biome-ignore lint/correctness/noComponentHookFactories: a styled() factory, called once per component at module level
  function SystemElement(props: Record<string, unknown>) {
    const theme = useContext(StyleThemeContext);
    const { as, className, ...rest } = props as { as?: Tag; className?: string };
    const dom: Record<string, unknown> = {};
    const system: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rest)) (systemPropNames.has(key) ? system : dom)[key] = value;
    // One class for base + props (never base + a shared props class): a props class created
    // earlier than some later base rule would otherwise lose to it in the cascade.
    let own = baseClass;
    if (Object.keys(system).length) {
      const classes = classesByTheme.get(theme) ?? new Map<string, string>();
      classesByTheme.set(theme, classes);
      const key = JSON.stringify(system);
      own = classes.get(key) ?? classFor({ ...base, ...(systemStyle({ ...system, theme }) as CSSObject) });
      classes.set(key, own);
    }
    return createElement(as ?? tag, { ...dom, className: joinClasses(own, className) });
  }
  return SystemElement as unknown as ComponentType<JSX.IntrinsicElements[T] & SystemProps & { as?: Tag }>;
}

/**
 * A styled element without style props: the component's CSS reads its own variables and data-*
 * attributes.
 */
export function styledElement<T extends Tag>(tag: T, styles: CSSObject) {
  const ownClass = classFor(styles);
  // biome-ignore lint/correctness/noComponentHookFactories: a styled() factory, called once per component at module level
  function StyledElement(props: { className?: string }) {
    return createElement(tag, { ...props, className: joinClasses(ownClass, props.className) });
  }
  return StyledElement as unknown as ComponentType<JSX.IntrinsicElements[T]>;
}

/** The same for a component (e.g. a Radix part) that accepts className. */
export function styledComponent<P extends { className?: string }>(
  component: ComponentType<P>,
  styles: CSSObject,
) {
  const ownClass = classFor(styles);
  // biome-ignore lint/correctness/noComponentHookFactories: a styled() factory, called once per component at module level
  function StyledComponent(props: P) {
    return createElement(component, { ...props, className: joinClasses(ownClass, props.className) });
  }
  return StyledComponent as ComponentType<P>;
}

/** A keyframes rule name to use in an `animation` value. */
export const animation = (frames: Record<string, CSSObject>): string => compile(frames as CSSObject, true);

/** Global CSS (e.g. the brand's variables), present while mounted. */
export function GlobalStyle({ styles }: { styles: string }) {
  return createElement('style', null, styles);
}
