// Every feature the app has: adding one is a folder with an index.ts manifest and a line here.
// The shell receives the registry through the app context and never imports a feature.
import { type PageKey, pageCatalogue } from '@casino/layout-engine';
import { createRegistry } from '../core/feature.ts';
import { authFeature } from '../features/auth/index.ts';
import { chatFeature } from '../features/chat/index.ts';
import { contentFeature } from '../features/content/index.ts';
import { countryBlockFeature } from '../features/country-block/index.ts';
import { depositFeature } from '../features/deposit/index.ts';
import { emailVerificationFeature } from '../features/email-verification/index.ts';
import { gamesFeature } from '../features/games/index.ts';
import { homeFeature } from '../features/home/index.ts';
import { lobbyFeature } from '../features/lobby/index.ts';
import { multiplayerFeature } from '../features/multiplayer/index.ts';
import { onboardingFeature } from '../features/onboarding/index.ts';
import { operatorScriptsFeature } from '../features/operator-scripts/index.ts';
import { playerStatisticsFeature } from '../features/player-statistics/index.ts';
import { profileFeature } from '../features/profile/index.ts';
import { promotionsFeature } from '../features/promotions/index.ts';
import { registrationFeature } from '../features/registration/index.ts';
import { responsibleGamingFeature } from '../features/responsible-gaming/index.ts';
import { rewardsCalendarFeature } from '../features/rewards-calendar/index.ts';
import { sessionFeature } from '../features/session/index.ts';
import { topWinsFeature } from '../features/top-wins/index.ts';
import { tournamentsFeature } from '../features/tournaments/index.ts';
import { trackingFeature } from '../features/tracking/index.ts';
import { transactionsFeature } from '../features/transactions/index.ts';
import { vipFeature } from '../features/vip/index.ts';
import { walletFeature } from '../features/wallet/index.ts';
import { withdrawalFeature } from '../features/withdrawal/index.ts';

export const registry = createRegistry([
  homeFeature,
  contentFeature,
  authFeature,
  registrationFeature,
  sessionFeature,
  profileFeature,
  trackingFeature,
  operatorScriptsFeature,
  countryBlockFeature,
  emailVerificationFeature,
  walletFeature,
  withdrawalFeature,
  transactionsFeature,
  gamesFeature,
  responsibleGamingFeature,
  lobbyFeature,
  depositFeature,
  promotionsFeature,
  vipFeature,
  onboardingFeature,
  rewardsCalendarFeature,
  topWinsFeature,
  chatFeature,
  tournamentsFeature,
  playerStatisticsFeature,
  multiplayerFeature,
]);

/** Pages the app server renders into the HTML (ADR 6): those whose manifest says `prerender`. */
export function isPrerenderedPage(key: PageKey): boolean {
  return registry.pages.get(key)?.prerender === true;
}

/** The default paths of the prerendered pages (the app server warms them at start). */
export const prerenderedPaths: readonly string[] = [...registry.pages.values()]
  .filter((page) => page.prerender)
  .map((page) => pageCatalogue[page.key].path);
