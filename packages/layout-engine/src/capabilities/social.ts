// Players around the player: live chat, the public bet feed and its ghost mode, competitions.
import type { Brand, Settings } from '@casino/schemas/types';

export interface SocialCapabilities {
  liveChat: boolean;
  /** The public feed of bets. */
  betFeed: boolean;
  /** Players may hide their name in the bet feed (spec 4): offered wherever the feed is shown. */
  ghostMode: boolean;
  /** Tournaments and races. */
  tournaments: boolean;
  /** spec 9: away status after 5 minutes idle in a multiplayer game, removal after 30. */
  away: { afterMs: number; removalAfterMs: number };
}

const minute = 60_000;

export function socialCapabilities(settings: Settings, features: Brand['features']): SocialCapabilities {
  const betFeed = features.betFeed ?? true;
  return {
    liveChat: settings.showLiveChat ?? false,
    betFeed,
    ghostMode: betFeed,
    tournaments: features.tournaments ?? true,
    away: { afterMs: 5 * minute, removalAfterMs: 30 * minute },
  };
}
