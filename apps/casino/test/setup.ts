import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The project runs its files in one jsdom per worker (isolate: false, vitest.config.ts): what a
// file leaves in the document or in storage would be the next file's starting state. After each
// test the document goes back to how jsdom made it: React trees unmounted, head and body emptied
// (scripts a feature injected, say), the root element's attributes (lang, dir) restored, storage
// cleared.
const hasDocument = typeof document !== 'undefined';
const initialRootAttributes = hasDocument
  ? [...document.documentElement.attributes].map(({ name, value }) => [name, value] as const)
  : [];

afterEach(() => {
  cleanup();
  if (!hasDocument) return;
  document.head.replaceChildren();
  document.body.replaceChildren();
  const root = document.documentElement;
  for (const { name } of [...root.attributes]) root.removeAttribute(name);
  for (const [name, value] of initialRootAttributes) root.setAttribute(name, value);
  localStorage.clear();
  sessionStorage.clear();
});
