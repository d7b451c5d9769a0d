// Story-only: what every page story (PageStoryFrame) shares, so the lobby, cashier and withdrawal
// stories wait, query and reset the same way.
import { within } from 'storybook/test';

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
