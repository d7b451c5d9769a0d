// Global (players): a self-excluded player sees why, with the end date, on every page (spec 3).
import { SelfExclusionNotice, useSelfExclusion } from '../../core/guards/selfExclusion.tsx';

export function SelfExclusionBanner() {
  const exclusion = useSelfExclusion();
  return exclusion ? <SelfExclusionNotice exclusion={exclusion} /> : null;
}

// The manifest loads this module lazily: its default is the slot component.
export { SelfExclusionBanner as default };
