import { describe, expect, it } from 'vitest';
import { injectScripts, scriptsAllowedOn } from './injectScripts.ts';

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
    const before = document.head.querySelectorAll('script').length;
    expect(
      injectScripts([{ key: 'tags', head: '<script src="https://tags.example/t.js"></script>' }]),
    ).toEqual([]);
    expect(document.head.querySelectorAll('script').length).toBe(before);
  });

  it('skips external play pages', () => {
    expect(scriptsAllowedOn('/play/some-game')).toBe(false);
    expect(scriptsAllowedOn('/de/play/x')).toBe(false);
    expect(scriptsAllowedOn('/casino')).toBe(true);
    expect(scriptsAllowedOn('/playground')).toBe(true);
  });
});
