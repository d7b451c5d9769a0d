import {
  cloneElement,
  type FocusEvent,
  isValidElement,
  lazy,
  type MouseEvent,
  Suspense,
  useState,
} from 'react';
import type { DrawerProps } from './Drawer.props.ts';

// The sheet (Radix Dialog, scroll lock, focus trap: ~12 KB gzip with its modal styles) loads the
// first time the drawer opens, or when the pointer or focus reaches its trigger, not with the page
// that shows the trigger: the lobby's first load carried it for a filter sheet few visitors open.
const loadSheet = () => import('./DrawerSheet.tsx');
const DrawerSheet = lazy(loadSheet);

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: MouseEvent<HTMLElement>) => void;
};

/**
 * A side or bottom sheet (mobile filters): modal, focus trapped, Escape and the backdrop close it,
 * page scroll locked, and focus goes back to the opener: the trigger, or without one the element
 * that had focus when it opened. The portal carries brand and direction.
 */
export function Drawer({ trigger, ...sheet }: DrawerProps) {
  const [used, setUsed] = useState(sheet.open);
  if (sheet.open && !used) setUsed(true);
  const opener =
    isValidElement<TriggerProps>(trigger) &&
    cloneElement(trigger, {
      'aria-haspopup': 'dialog',
      'aria-expanded': sheet.open,
      'data-state': sheet.open ? 'open' : 'closed',
      onClick: (event: MouseEvent<HTMLElement>) => {
        trigger.props.onClick?.(event);
        if (!event.defaultPrevented) sheet.onOpenChange(true);
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        trigger.props.onFocus?.(event);
        void loadSheet();
      },
      onPointerEnter: (event: MouseEvent<HTMLElement>) => {
        trigger.props.onPointerEnter?.(event);
        void loadSheet();
      },
    } as TriggerProps);
  return (
    <>
      {opener}
      {used && (
        <Suspense fallback={null}>
          <DrawerSheet {...sheet} />
        </Suspense>
      )}
    </>
  );
}
