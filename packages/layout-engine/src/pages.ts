// The page catalogue of spec 2: every page name of the page-urls schema with its default path.
// Typed as a record over the schema's page keys, so a page added to the schema without a path
// here is a type error.
import type { PageUrlEntry } from '@casino/schemas/types';

export type PageKey = PageUrlEntry['key'];
export type NavigationSystem = 'basic' | 'panel';

interface PageDefinition {
  /** Default path (react-router pattern). */
  path: string;
  /** Path in panel navigation, where it differs (spec 2: edit-profile becomes /account). */
  panelPath?: string;
}

export const pageCatalogue: Record<PageKey, PageDefinition> = {
  home: { path: '/' },
  casino: { path: '/casino' },
  liveCasino: { path: '/casino/live-casino' },
  slots: { path: '/casino/slots' },
  popular: { path: '/casino/popular' },
  game: { path: '/casino/games/:game' },
  providers: { path: '/providers' },
  tournaments: { path: '/tournaments' },
  // Not named by spec 2: the path the back end's shareUrl gives a player's public statistics.
  playerStatistics: { path: '/statistics/:player' },
  promotions: { path: '/promotions' },
  promotion: { path: '/promotion' },
  bonuses: { path: '/bonuses' },
  freemoney: { path: '/freemoney' },
  cashback: { path: '/cashback' },
  vipClub: { path: '/vip-club' },
  vip: { path: '/vip' },
  deposit: { path: '/deposit' },
  withdraw: { path: '/withdraw' },
  profile: { path: '/profile' },
  transactions: { path: '/profile/transactions' },
  favorites: { path: '/profile/favorites' },
  editProfile: { path: '/profile/edit-profile', panelPath: '/account' },
  verify: { path: '/profile/verify' },
  accountVerification: { path: '/account/verification' },
  myProfile: { path: '/profile2/my-profile' },
  balance: { path: '/profile2/balance' },
  profileVerification: { path: '/profile2/verification' },
  myBonuses: { path: '/profile2/my-bonuses' },
  profileVipClub: { path: '/profile2/vip-club' },
  myHistory: { path: '/profile2/my-history' },
  freezeAccount: { path: '/profile2/freeze-account' },
  // Not named by spec 2: where a freeze or a self-exclusion ends (issue 35), its end date and what
  // remains possible, shown before the player is signed out.
  accountPaused: { path: '/account-paused' },
  limits: { path: '/profile2/limits' },
  play: { path: '/play/*' },
  termsAndConditions: { path: '/terms-and-conditions' },
  privacyPolicy: { path: '/privacy-policy' },
  amlPolicy: { path: '/aml-policy' },
  responsibleGambling: { path: '/responsible-gambling' },
  kycRefundPolicy: { path: '/kyc-refund-policy' },
  bonusTerms: { path: '/bonus-terms' },
  legalUseOfWebsite: { path: '/legal-use-of-website' },
  contacts: { path: '/contacts' },
  responsibility: { path: '/responsibility' },
  wallet: { path: '/Wallet' },
  /** The multiplayer dice table (issue 17, spec 4 away status); the spec's route list names none. */
  multiplayer: { path: '/multiplayer' },
};

export const pageKeys = Object.keys(pageCatalogue) as PageKey[];
