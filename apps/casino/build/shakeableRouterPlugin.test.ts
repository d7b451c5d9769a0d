// @vitest-environment node
// Bundles what the app takes from react-router (the declarative router) with and without the
// plugin, and reads the output: the components the app never uses are gone only with it.
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { makeRouterShakeable, shakeableRouterPlugin } from './shakeableRouterPlugin.ts';

// A virtual entry (lib mode resolves the entry against the root, hence the suffix match).
const entryId = 'virtual-router-entry.js';
const entry: Plugin = {
  name: 'router-entry',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith(entryId) ? `\0${entryId}` : undefined),
  load: (id) =>
    id === `\0${entryId}`
      ? "export { BrowserRouter, useRoutes, useNavigate, useLocation } from 'react-router-dom';"
      : undefined,
};

async function bundle(plugins: Plugin[]): Promise<string> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    plugins: [entry, ...plugins],
    build: {
      write: false,
      minify: false,
      lib: { entry: entryId, formats: ['es'], fileName: 'router' },
      rolldownOptions: { external: ['react', 'react-dom'] },
    },
  })) as Rolldown.RolldownOutput[];
  return result[0]?.output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n') ?? '';
}

describe('shakeableRouterPlugin', () => {
  it('marks forwardRef calls pure and drops displayName writes', () => {
    const code =
      'var Link = React10.forwardRef(function Link() {});\nLink.displayName = "Link";\nfoo.forwardRef(x);';
    expect(makeRouterShakeable(code)).toBe(
      'var Link = /* @__PURE__ */ React10.forwardRef(function Link() {});\n\nfoo.forwardRef(x);',
    );
  });

  it('leaves the unused Link, NavLink and Form out of the bundle', { timeout: 60_000 }, async () => {
    const without = await bundle([]);
    const withPlugin = await bundle([shakeableRouterPlugin()]);
    for (const component of ['Link', 'NavLink', 'Form']) {
      expect(without).toMatch(new RegExp(`var ${component} = `));
      expect(withPlugin).not.toMatch(new RegExp(`var ${component} = `));
    }
    // What the app does use stays.
    expect(withPlugin).toMatch(/function useRoutes\(/);
    expect(withPlugin).toMatch(/function BrowserRouter\(/);
    expect(withPlugin.length).toBeLessThan(without.length * 0.8);
  });
});
