// ?modal=rakeback (spec 2): the 4 × 7 rakeback calendar.

import { unavailableWhenSelfExcluded } from '../../core/guards/selfExclusion.tsx';
import type { ModalBodyProps } from '../../core/modals/registry.ts';
import { RakebackCalendarPanel } from './RakebackCalendarPanel.tsx';

function RakebackModal(_props: ModalBodyProps) {
  return <RakebackCalendarPanel variant="grid" />;
}

export default unavailableWhenSelfExcluded(RakebackModal);
