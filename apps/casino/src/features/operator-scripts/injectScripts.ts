// Operator scripts (spec 7 GET /api/core/casino/scripts) at head, body start and body end, each
// key once per page load. Script elements parsed from HTML do not run, so each is re-created.
import type { ScriptEntry } from '../../core/api/types.ts';

const injected = new Set<string>();

function materialise(html: string): Node[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes].map((node) => {
    if (!(node instanceof HTMLScriptElement)) return node;
    const script = document.createElement('script');
    for (const attribute of node.attributes) script.setAttribute(attribute.name, attribute.value);
    script.text = node.text;
    return script;
  });
}

/** Injects entries not injected yet; returns the keys injected now. */
export function injectScripts(entries: readonly ScriptEntry[], doc: Document = document): string[] {
  const done: string[] = [];
  for (const entry of entries) {
    if (injected.has(entry.key)) continue;
    injected.add(entry.key);
    if (entry.head) doc.head.append(...materialise(entry.head));
    if (entry.bodyStart) doc.body.prepend(...materialise(entry.bodyStart));
    if (entry.bodyEnd) doc.body.append(...materialise(entry.bodyEnd));
    done.push(entry.key);
  }
  return done;
}

/** spec 2: external play pages get no operator scripts. */
export const scriptsAllowedOn = (pathname: string): boolean => !/(^|\/)play(\/|$)/.test(pathname);

/** The cashier's pages and modals: where card data is typed. */
export const cashierModalPattern = /^deposit(-|$)/;

/**
 * Whether operator scripts may run on this address: never on external play pages (spec 2); on the
 * cashier (its pages and its modals) only when the brand allows it explicitly, since card data and
 * third-party scripts do not share a page (PCI DSS 4.0 6.4.3).
 */
export function scriptsAllowed(
  where: { pathname: string; search: string },
  cashier: { paths: readonly string[]; scriptsOnCashier: boolean },
): boolean {
  if (!scriptsAllowedOn(where.pathname)) return false;
  if (cashier.scriptsOnCashier) return true;
  const modal = new URLSearchParams(where.search).get('modal') ?? '';
  return !cashier.paths.includes(where.pathname) && !cashierModalPattern.test(modal);
}
