// Story-only: what every page story (PageStoryFrame) shares, so the lobby, cashier and withdrawal
// stories wait, query and reset the same way.
import { expect, waitFor, within } from 'storybook/test';

/** A phone-sized story (the viewport addon's mobile preset). */
export const mobileViewport = { viewport: { value: 'mobile', isRotated: false } };

/** Queries over the whole document: dialogs and drawers render in portals outside the story. */
export const inDocument = () => within(document.body);

/** The page's code and its first answers arrive after the first render. */
export const pageArrives = { timeout: 10_000 };

/**
 * A play that typed or clicked far down the page leaves it scrolled; the snapshot shows the page
 * from its top (the shell's sticky header in its place). For a page story's `afterEach`.
 */
export const backToTop = () => window.scrollTo(0, 0);

/**
 * Scrolls the page's deferred foot into reach (the top-wins table loads its code and feed when it
 * comes near the viewport) and waits until it has its rows, or says it has none. A page with no
 * such foot passes at once. Without this a screenshot depended on whether the foot arrived in
 * time (a CI visual run shot the wincraft lobby without it).
 */
export async function footSettled(): Promise<void> {
  const place = () => document.querySelector('[data-testid="top-wins-place"]');
  if (!place() && !document.querySelector('[data-testid="top-wins"]')) return;
  place()?.scrollIntoView();
  await waitFor(() => {
    const foot = document.querySelector('[data-testid="top-wins"]');
    expect(foot).not.toBeNull();
    expect(foot?.querySelector('[aria-busy="true"]')).toBeNull();
  }, pageArrives);
  window.scrollTo(0, 0);
}
