// The HTML documents the app server sends, composed from the built index.html as a tree (never by
// pattern-matching its text): every visit gets the runtime config inline and boot hints for its
// brand and likely locale; a prerendered visit also gets its page in place of the splash, with
// the scripts held back until the first paint. Runs in the app server only.
import { HTMLElement, parse, TextNode } from 'node-html-parser';
import { type CheckedSettings, checkedSettingsElementId } from '../boot/checkedSettings.ts';
import { prerenderedQueriesElementId } from '../boot/prerenderedQueries.ts';
import type { PrerenderedPage } from './prerenderPage.tsx';

/**
 * A prerendered page is painted by its HTML and CSS alone. Its scripts and boot data wait for that
 * first contentful paint, so on a slow link they do not share the bandwidth the stylesheets need
 * (HTTP/1.1 gives each request its own connection): this script adds them when the browser reports
 * the paint, at the latest after 2 s, and at once when there is nothing to paint for (a background
 * tab, or the splash shown instead of the page). The list of tags is the JSON element before it.
 */
export const deferredResourcesScript =
  '(function(){var d=document,done=0,go=function(){if(done)return;done=1;JSON.parse(d.getElementById("app-resources").textContent).forEach(function(t){var e=d.createElement(t.tag);for(var k in t.attrs)e.setAttribute(k,t.attrs[k]);d.head.appendChild(e)})};if(d.visibilityState==="hidden"||d.documentElement.classList.contains("prerender-off"))return go();try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(go)})}setTimeout(go,2000)})()';

/** What the head of every document tells the browser before any script runs. */
export interface BootHints {
  /** Origins of the back end, to connect to early. */
  apiOrigins: readonly string[];
  /** config.json's content, inline (no round trip before boot). */
  runtimeConfigJson: string;
  /** The brand's own chunk, preloaded beside the entry (path within the site, no leading slash). */
  brandChunk: string | null;
  /** settings2 for this brand, exactly as boot will ask for it (null: boot will not ask). */
  settings2Url: string | null;
  /** The brand's settings as the server validated them (null: boot asks and validates). */
  checkedSettings: CheckedSettings | null;
  /** The back end's overrides of the catalogue boot will most likely ask for. */
  catalogueUrl: string | null;
  /** The app's own catalogue of that locale (a content-hashed file of this build). */
  ownCatalogueUrl: string | null;
}

interface Tag {
  tag: 'script' | 'link';
  attrs: Record<string, string>;
}

/** JSON that can sit inside a script element (no `</script>` can end it early). */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

function element(tag: string, attrs: Record<string, string | true>, text?: string): HTMLElement {
  const node = new HTMLElement(tag, {});
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value === true ? '' : value);
  // TextNode serialises its text as given: scripts, styles and React's markup go in byte for
  // byte, never re-parsed (their content is escaped by whoever made it: scriptJson, React).
  if (text !== undefined) node.appendChild(new TextNode(text, node));
  return node;
}

function required(root: HTMLElement, selector: string): HTMLElement {
  const found = root.querySelector(selector);
  if (!found) throw new Error(`index.html has no ${selector}`);
  return found;
}

export function createDocumentComposer(indexHtml: string) {
  // Parsed per document (a ~1 KB template): composition mutates the tree.
  const template = () => {
    const root = parse(indexHtml, { comment: true });
    return { root, head: required(root, 'head'), body: required(root, 'body') };
  };

  function addBootHints(head: HTMLElement, hints: BootHints): void {
    for (const href of hints.apiOrigins)
      head.appendChild(element('link', { rel: 'preconnect', href, crossorigin: true }));
    head.appendChild(
      element(
        'script',
        { id: 'runtime-config', type: 'application/json' },
        hints.runtimeConfigJson.replace(/</g, '\\u003c'),
      ),
    );
    if (hints.checkedSettings)
      head.appendChild(
        element(
          'script',
          { id: checkedSettingsElementId, type: 'application/json' },
          scriptJson(hints.checkedSettings),
        ),
      );
    if (hints.brandChunk)
      head.appendChild(
        element('link', { rel: 'modulepreload', crossorigin: true, href: `/${hints.brandChunk}` }),
      );
    // Boot asks for these before anything else can happen: start them with the HTML, not after
    // the scripts have run (same URL and mode as the app's own request, so the browser reuses it).
    for (const href of [hints.settings2Url, hints.ownCatalogueUrl, hints.catalogueUrl])
      if (href) head.appendChild(element('link', { rel: 'preload', as: 'fetch', crossorigin: true, href }));
  }

  /** The plain page: the splash, then the app. */
  function splashDocument(hints: BootHints): string {
    const { root, head } = template();
    addBootHints(head, hints);
    return root.toString();
  }

  /** The page the visitor sees at once, standing in for the splash until the app replaces it. */
  function prerenderedDocument(page: PrerenderedPage, hints: BootHints, gateScript: string): string {
    const { root, head, body } = template();
    addBootHints(head, hints);
    // The scripts and preloads wait for the first paint (deferredResourcesScript): preloads
    // first, then the entry, in the order the plain page has them.
    const deferred = [
      ...root.querySelectorAll('link[rel=modulepreload], link[rel=preload]'),
      ...root.querySelectorAll('script[type=module]'),
    ];
    const tags: Tag[] = deferred.map((node) => ({
      tag: node.tagName.toLowerCase() === 'script' ? 'script' : 'link',
      attrs: { ...node.attributes },
    }));
    for (const node of deferred) node.remove();

    const html = required(root, 'html');
    html.setAttribute('lang', page.locale);
    html.setAttribute('dir', page.dir);
    html.setAttribute('data-brand', page.brandId);
    const title = root.querySelector('title');
    if (title) title.replaceWith(element('title', {}, escapeText(page.title)));
    else head.appendChild(element('title', {}, escapeText(page.title)));
    head.appendChild(element('style', { id: 'prerender-styles' }, page.css));
    head.appendChild(
      element(
        'script',
        { 'data-locale': page.locale, 'data-fixed': page.localeFromPath ? '1' : '0' },
        gateScript,
      ),
    );
    const splash = required(root, '#splash');
    splash.insertAdjacentHTML('beforebegin', '<div id="prerender" inert aria-hidden="true"></div>');
    required(root, '#prerender').appendChild(new TextNode(page.markup, body));
    if (page.queries.queries.length)
      body.appendChild(
        element(
          'script',
          { type: 'application/json', id: prerenderedQueriesElementId },
          scriptJson(page.queries),
        ),
      );
    body.appendChild(element('script', { type: 'application/json', id: 'app-resources' }, scriptJson(tags)));
    body.appendChild(element('script', {}, deferredResourcesScript));
    return root.toString();
  }

  return { splashDocument, prerenderedDocument };
}

const escapeText = (text: string): string =>
  text.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char] ?? char);
