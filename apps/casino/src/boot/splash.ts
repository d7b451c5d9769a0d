// The static splash of index.html: brand-styled as soon as the brand is known, removed once
// the app (or its error screen) renders.
export function brandSplash(brandId: string, css: string, logoUrl: string): void {
  document.documentElement.dataset.brand = brandId;
  let style = document.getElementById('brand-style') as HTMLStyleElement | null;
  if (!style) {
    style = document.createElement('style');
    style.id = 'brand-style';
    document.head.append(style);
  }
  style.textContent = css;
  const logo = document.getElementById('splash-logo') as HTMLImageElement | null;
  if (logo) {
    logo.src = logoUrl;
  }
}

/**
 * The app (or its error screen) is on screen: the splash goes, and so does the page the app server
 * prerendered in its place (src/prerender/document.ts) with the styles it brought. Called while the app's
 * first frame commits, so both are never painted together.
 */
export function hideSplash(): void {
  for (const id of ['splash', 'prerender', 'prerender-styles']) document.getElementById(id)?.remove();
}
