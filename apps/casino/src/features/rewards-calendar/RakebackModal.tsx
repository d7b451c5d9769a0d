// ?modal=rakeback (spec 2): the 4 × 7 rakeback calendar.
import type { ModalBodyProps } from '../../core/modals/registry.ts';
import { RakebackCalendarPanel } from './RakebackCalendarPanel.tsx';

export default function RakebackModal(_props: ModalBodyProps) {
  return <RakebackCalendarPanel variant="grid" />;
}
