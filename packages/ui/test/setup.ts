import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks a few browser APIs the components (and Radix) call; these stand-ins behave like a
// browser that has nothing captured and escapes identifiers, so tests see no unhandled errors.
// (A test that runs without a document, as a server does, needs none of them.)
const hasDocument = typeof Element !== 'undefined';
if (hasDocument && !globalThis.CSS?.escape) {
  const cssEscape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
  globalThis.CSS = { ...(globalThis.CSS ?? {}), escape: cssEscape } as typeof CSS;
}
if (hasDocument && !Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
}

afterEach(() => cleanup());
