import { brandIds, defaultBrandId, hostIndex } from 'virtual:brand-index';
import { describe, expect, it } from 'vitest';
import { loadBrand, loadTheme, resolveBrandId } from './brands.ts';

// Issue 32: the host name comes from the request (the app server prerenders by the Host header),
// so a host such as `constructor` must not reach a member of Object.prototype.
const prototypeNames = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('resolveBrandId', () => {
  it('a Host: constructor request (or any Object.prototype name) gets the default brand, not a prototype member', () => {
    for (const name of prototypeNames) {
      expect(resolveBrandId(name)).toBe(defaultBrandId);
      expect(resolveBrandId('localhost', name)).toBe(resolveBrandId('localhost'));
    }
  });

  it("every brand's own host names still pick it", () => {
    for (const [host, id] of Object.entries(hostIndex)) expect(resolveBrandId(host.toUpperCase())).toBe(id);
    for (const id of brandIds) expect(resolveBrandId('unknown.example', id)).toBe(id);
  });

  it('loadBrand and loadTheme take only brand folders', async () => {
    const fallback = await loadBrand(defaultBrandId);
    for (const name of prototypeNames) {
      expect(await loadBrand(name)).toBe(fallback);
      expect(await loadTheme(name)).toBeUndefined();
    }
  });
});
