// The contract between the app and its features. A feature folder exports one manifest from its
// index.ts: its pages, its modals and what it adds to named slots. app/registry.ts
// gathers the manifests; the shell renders what the registry holds and never imports a feature.
import type { ApiContext } from '@casino/api-client';
import type { PageKey } from '@casino/layout-engine';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { ModalDefinition, ModalRegistry } from './modals/registry.ts';

/** Who may see a page or a slot contribution. */
export const audiences = ['any', 'guest', 'player', 'depositor'] as const;
export type Audience = (typeof audiences)[number];

export type PageModule = () => Promise<{ Component: ComponentType }>;

export interface PageEntry {
  /** The page of the layout engine's route table this serves (its path comes from there). */
  key: PageKey;
  load: PageModule;
  /**
   * `player` and `depositor` pages show a guest the login modal over the page (and land there after
   * login); `depositor` pages also ask a player without a deposit to make one; `guest` pages send
   * a signed-in player home.
   * @default 'any'
   */
  audience?: Audience;
  /** The app server renders the page's first frame into the HTML (ADR 6). @default false */
  prerender?: boolean;
  /**
   * For a prerendered page: fills the render's query cache with what a guest's first frame shows
   * (the same query keys the page reads), so the HTML carries the page's data, not a skeleton.
   * A failure leaves the cache empty and the frame shows the page's loading state.
   */
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
}

export interface PrefetchContext {
  client: QueryClient;
  api: ApiContext;
  /** The locale the page is rendered in. */
  locale: string;
}

/**
 * Named places that features fill (rendered with core/ui/Slot.tsx by the shell, or by the feature
 * that owns the place):
 * - `global`: rendered once on every page, outside the frame (behaviours and overlays: session
 *   watcher, trackers, operator scripts, a chat launcher, a reality-check timer);
 * - `headerActions`: the header's action area, before the player's balance and account menu;
 * - `profileMenu`: blocks at the top of the signed-in profile menu;
 * - `footer`: blocks above the footer's bottom line;
 * - `profileActions`: actions on the player's profile overview, after its own;
 * - `verifyEmailAction`: the way to get a verified e-mail address, where a page needs one (the
 *   withdrawal's restriction); renders nothing for a verified address.
 * - `lobbyHero`: the lobby's hero strip above its categories (promotions, rewards).
 * - `activity`: community blocks under the lobby's and a game page's own content (the live top
 *   wins).
 * - `playBar`: the slim bar over a playing game, which then fills a phone's screen without the
 *   site's header (the session clock, where the brand shows it).
 */
export const slotNames = [
  'global',
  'headerActions',
  'profileMenu',
  'footer',
  'profileActions',
  'verifyEmailAction',
  'lobbyHero',
  'activity',
  'playBar',
] as const;
export type SlotName = (typeof slotNames)[number];

export interface SlotContribution {
  /** Unique within its slot. */
  id: string;
  Component: ComponentType;
  /** @default 'any' */
  audience?: Audience;
  /** Lower renders first. @default 0 */
  order?: number;
}

/** A gate decides whether the page frame shows at all (the country block replaces the site). */
export interface GateContribution {
  id: string;
  Component: ComponentType<{ children: ReactNode }>;
}

export interface FeatureManifest {
  /** The feature folder's name. */
  id: string;
  pages?: readonly PageEntry[];
  modals?: ModalRegistry;
  slots?: { readonly [S in SlotName]?: readonly SlotContribution[] };
  gates?: readonly GateContribution[];
}

export interface AppRegistry {
  pages: ReadonlyMap<PageKey, PageEntry>;
  /** A Map, not an object: `?modal=constructor` must find nothing. */
  modals: ReadonlyMap<string, ModalDefinition>;
  slots: { readonly [S in SlotName]: readonly SlotContribution[] };
  gates: readonly GateContribution[];
}

/** Gathers manifests; a page key, modal name or slot id claimed twice is a programming error. */
export function createRegistry(manifests: readonly FeatureManifest[]): AppRegistry {
  const pages = new Map<PageKey, PageEntry>();
  const modals = new Map<string, ModalDefinition>();
  const slots = Object.fromEntries(slotNames.map((name) => [name, [] as SlotContribution[]])) as {
    [S in SlotName]: SlotContribution[];
  };
  const gates: GateContribution[] = [];
  const claim = (what: string, owner: string, taken: boolean) => {
    if (taken) throw new Error(`Feature "${owner}" registers ${what}, which another feature already has`);
  };
  for (const manifest of manifests) {
    for (const page of manifest.pages ?? []) {
      claim(`page "${page.key}"`, manifest.id, pages.has(page.key));
      pages.set(page.key, page);
    }
    for (const [name, definition] of Object.entries(manifest.modals ?? {})) {
      claim(`modal "${name}"`, manifest.id, modals.has(name));
      modals.set(name, definition);
    }
    for (const name of slotNames)
      for (const contribution of manifest.slots?.[name] ?? []) {
        claim(
          `"${contribution.id}" in slot ${name}`,
          manifest.id,
          slots[name].some((c) => c.id === contribution.id),
        );
        slots[name].push(contribution);
      }
    for (const gate of manifest.gates ?? []) {
      claim(
        `gate "${gate.id}"`,
        manifest.id,
        gates.some((g) => g.id === gate.id),
      );
      gates.push(gate);
    }
  }
  for (const name of slotNames) slots[name].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return { pages, modals, slots, gates };
}

/** Whether a viewer may see something meant for `audience`. */
export function audienceAdmits(
  audience: Audience | undefined,
  viewer: { authenticated: boolean; depositCount?: number | undefined },
): boolean {
  switch (audience ?? 'any') {
    case 'any':
      return true;
    case 'guest':
      return !viewer.authenticated;
    case 'player':
      return viewer.authenticated;
    case 'depositor':
      return viewer.authenticated && (viewer.depositCount ?? 0) > 0;
  }
}
