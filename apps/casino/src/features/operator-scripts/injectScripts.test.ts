import { describe, expect, it } from 'vitest';
import { injectScripts, scriptsAllowed, scriptsAllowedOn } from './injectScripts.ts';

describe('operator scripts', () => {
  it('puts each part where it belongs, as runnable script elements', () => {
    const done = injectScripts([
      {
        key: 'tags',
        head: '<script src="https://tags.example/t.js" async></script><meta name="op" content="1">',
        bodyStart: '<noscript>tags</noscript>',
        bodyEnd: '<script>window.__op = 1;</script>',
      },
    ]);
    expect(done).toEqual(['tags']);
    const headScript = document.head.querySelector(
      'script[src="https://tags.example/t.js"]',
    ) as HTMLScriptElement;
    expect(headScript).not.toBeNull();
    expect(headScript.hasAttribute('async')).toBe(true);
    expect(document.head.querySelector('meta[name=op]')).not.toBeNull();
    expect(document.body.firstChild?.nodeName).toBe('NOSCRIPT');
    expect(document.body.lastElementChild?.nodeName).toBe('SCRIPT');
    expect((document.body.lastElementChild as HTMLScriptElement).text).toBe('window.__op = 1;');
  });

  it('injects a key only once', () => {
    // Its own key: the injected keys live for the page load (the module), so a key another test
    // injected first would make this one pass or fail by the order the tests run in.
    const entry = { key: 'once', head: '<script src="https://tags.example/once.js"></script>' };
    const copies = () => document.head.querySelectorAll('script[src="https://tags.example/once.js"]').length;
    expect(injectScripts([entry])).toEqual(['once']);
    expect(copies()).toBe(1);
    expect(injectScripts([entry])).toEqual([]);
    expect(copies()).toBe(1);
  });

  it('skips external play pages', () => {
    expect(scriptsAllowedOn('/play/some-game')).toBe(false);
    expect(scriptsAllowedOn('/de/play/x')).toBe(false);
    expect(scriptsAllowedOn('/casino')).toBe(true);
    expect(scriptsAllowedOn('/playground')).toBe(true);
  });

  it('skips the cashier pages and modals unless the brand allows scripts there', () => {
    const cashier = { paths: ['/deposit', '/withdraw'], scriptsOnCashier: false };
    expect(scriptsAllowed({ pathname: '/deposit', search: '' }, cashier)).toBe(false);
    expect(scriptsAllowed({ pathname: '/withdraw', search: '' }, cashier)).toBe(false);
    expect(scriptsAllowed({ pathname: '/casino', search: '?modal=deposit' }, cashier)).toBe(false);
    expect(scriptsAllowed({ pathname: '/', search: '?modal=deposit-3ds-success&MD=1' }, cashier)).toBe(false);
    expect(scriptsAllowed({ pathname: '/casino', search: '?modal=login' }, cashier)).toBe(true);
    expect(scriptsAllowed({ pathname: '/casino', search: '' }, cashier)).toBe(true);
    const allowed = { ...cashier, scriptsOnCashier: true };
    expect(scriptsAllowed({ pathname: '/deposit', search: '' }, allowed)).toBe(true);
    expect(scriptsAllowed({ pathname: '/play/x', search: '' }, allowed)).toBe(false);
  });
});
