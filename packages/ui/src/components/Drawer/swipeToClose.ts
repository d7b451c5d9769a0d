import type { PointerEvent } from 'react';
import type { DrawerSide } from './Drawer.props.ts';

/** How far a finger must drag the sheet towards its edge to close it: px, or this share of its size. */
const minDistance = 56;
const minShare = 0.25;

type Gesture = { id: number; x: number; y: number; sheet: HTMLElement; sign: 1 | -1; moved: number };

/**
 * Swipe to close (touch only): the sheet follows a finger dragging it back towards its edge (start
 * or end, which follow the reading direction; down for a bottom sheet) and closes when let go far
 * enough; otherwise it springs back. A bottom sheet is dragged by its header, so its content still
 * scrolls. Returns pointer handlers for the sheet.
 */
export function swipeToClose(side: DrawerSide, close: () => void) {
  let gesture: Gesture | null = null;
  const reset = () => {
    if (gesture) {
      gesture.sheet.style.transform = '';
      gesture.sheet.style.transition = '';
    }
    gesture = null;
  };
  const along = (event: PointerEvent<HTMLElement>, start: Gesture) =>
    side === 'bottom' ? event.clientY - start.y : (event.clientX - start.x) * start.sign;
  const across = (event: PointerEvent<HTMLElement>, start: Gesture) =>
    side === 'bottom' ? event.clientX - start.x : event.clientY - start.y;
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType !== 'touch' || !event.isPrimary) return;
      const target = event.target as Element;
      if (side === 'bottom' && !target.closest('[data-part="drawer-header"]')) return;
      // Sliders and text fields keep their own horizontal drags.
      if (target.closest('input, textarea, select, [role="slider"]')) return;
      const sheet = event.currentTarget;
      const rtl = getComputedStyle(sheet).direction === 'rtl';
      // Closing moves towards the sheet's edge: left for the start edge in LTR, right in RTL.
      const towardsEnd = side === 'end' ? !rtl : rtl;
      gesture = {
        id: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        sheet,
        sign: towardsEnd ? 1 : -1,
        moved: 0,
      };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!gesture || event.pointerId !== gesture.id) return;
      const distance = along(event, gesture);
      // A scroll across the closing direction is not a swipe.
      if (gesture.moved === 0 && Math.abs(across(event, gesture)) > Math.abs(distance) + 8) {
        reset();
        return;
      }
      gesture.moved = Math.max(0, distance);
      gesture.sheet.style.transition = 'none';
      const offset = gesture.moved * (side === 'bottom' ? 1 : gesture.sign);
      gesture.sheet.style.transform =
        side === 'bottom' ? `translateY(${offset}px)` : `translateX(${offset}px)`;
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (!gesture || event.pointerId !== gesture.id) return;
      const box = gesture.sheet.getBoundingClientRect();
      const size = side === 'bottom' ? box.height : box.width;
      const far = gesture.moved >= Math.min(size * minShare, minDistance * 2) && gesture.moved >= minDistance;
      reset();
      if (far) close();
    },
    onPointerCancel: reset,
  };
}
