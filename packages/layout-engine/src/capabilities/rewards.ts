// Bonuses and loyalty: calendars, the accumulator card, refer-a-friend, VIP groups.
import type { Brand, Settings } from '@casino/schemas/types';

export interface RewardsCapabilities {
  /** The daily bonus calendar on the profile. */
  bonusCalendar: boolean;
  /** The rakeback (cashback) calendar. */
  rakebackCalendar: boolean;
  /** The daily accumulator card (spec 4: a brand feature). */
  accumulatorCard: boolean;
  referAFriend: { enabled: boolean; percent: number };
  /** The first loyalty level of each VIP group, ascending. */
  loyaltyLevelGroupSteps: readonly number[];
  /** The welcome tour for a new player's first visit (an operator opts in). */
  onboardingTour: boolean;
}

export function rewardsCapabilities(settings: Settings, features: Brand['features']): RewardsCapabilities {
  return {
    bonusCalendar: settings.showProfileCalendar ?? true,
    rakebackCalendar: settings.showRakebackCalendar ?? true,
    accumulatorCard: features.accumulatorCard,
    referAFriend: { enabled: features.referAFriend ?? true, percent: settings.referAFriendPercent ?? 0 },
    loyaltyLevelGroupSteps: settings.loyaltyLevelGroupSteps ?? [],
    onboardingTour: settings.showOnboardingTour ?? false,
  };
}
