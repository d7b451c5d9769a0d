// Live chat (issue 17, spec 1): a launcher on every page opens the room's panel; guests read,
// players write and keep their appearance settings. Only where the brand's showLiveChat is on
// (issue 35 point 6: the default brand's data turns it on). The panel loads from the launcher
// (ChatSlot.tsx).
import type { FeatureManifest } from '../../core/feature.ts';
import { ChatSlot } from './ChatSlot.tsx';

export const chatFeature: FeatureManifest = {
  id: 'chat',
  slots: { global: [{ id: 'live-chat', Component: ChatSlot }] },
};
