// react-router ships one module for every mode (framework, data, declarative), and in it the
// components we never use (Link, NavLink, Form, ScrollRestoration, HistoryRouter) stay in the
// bundle: they are made by unannotated `React.forwardRef(...)` calls and given a
// `displayName` afterwards, and the bundler must assume both have side effects. This plugin marks
// those calls pure and drops the `displayName` writes (names for React DevTools, which production
// builds do not need) in react-router's own files only, so unused components fall away.
import type { Plugin } from 'vite';

const routerFile = /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/;

/** The transform itself, exported for its unit test. */
export function makeRouterShakeable(code: string): string {
  return code
    .replace(/(?<![\w$.])(React\d*\.forwardRef\()/g, '/* @__PURE__ */ $1')
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
}

export function shakeableRouterPlugin(): Plugin {
  return {
    name: 'casino-shakeable-router',
    apply: 'build',
    transform: {
      filter: { id: routerFile },
      handler(code) {
        return { code: makeRouterShakeable(code), map: null };
      },
    },
  };
}
