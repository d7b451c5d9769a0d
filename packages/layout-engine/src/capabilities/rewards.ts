// Bonuses and loyalty: calendars, the accumulator card, refer-a-friend, VIP groups.
import type { Brand, Settings } from '@casino/schemas/types';

export interface RewardsCapabilities {
  /** The daily bonus calendar on the profile. */
  bonusCalendar: boolean;
  /** The rakeback (cashback) calendar. */
  rakebackCalendar: boolean;
  /** The daily accumulator card (spec 4: a brand feature). */
  accumulatorCard: boolean;
  /**
   * Refer-a-friend: on or off, the share, and the origin of the link players share (the brand's
   * publicUrl; undefined: the address the app is served on, never the back end's idea of it).
   */
  referAFriend: { enabled: boolean; percent: number; linkOrigin?: string | undefined };
  /** The first loyalty level of each VIP group, ascending. */
  loyaltyLevelGroupSteps: readonly number[];
  /** The welcome tour for a new player's first visit (an operator opts in). */
  onboardingTour: boolean;
}

export function rewardsCapabilities(
  settings: Settings,
  features: Brand['features'],
  publicUrl?: string,
): RewardsCapabilities {
  return {
    bonusCalendar: settings.showProfileCalendar ?? true,
    rakebackCalendar: settings.showRakebackCalendar ?? true,
    accumulatorCard: features.accumulatorCard,
    referAFriend: {
      enabled: features.referAFriend ?? true,
      percent: settings.referAFriendPercent ?? 0,
      ...(publicUrl ? { linkOrigin: publicUrl } : {}),
    },
    loyaltyLevelGroupSteps: settings.loyaltyLevelGroupSteps ?? [],
    onboardingTour: settings.showOnboardingTour ?? false,
  };
}
