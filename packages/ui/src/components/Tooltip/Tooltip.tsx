import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { PortalScope } from '../../brand/BrandProvider.tsx';
import { styledComponent } from '../../internal/styling.ts';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipSide = (typeof tooltipSides)[number];

const Content = styledComponent(RadixTooltip.Content, {
  zIndex: 'var(--z-tooltip)',
  maxWidth: '280px',
  padding: 'var(--space-2) var(--space-3)',
  borderRadius: 'var(--radius-small)',
  background: 'var(--color-surfaceRaised)',
  color: 'var(--color-text)',
  boxShadow: 'var(--shadow-medium)',
  fontSize: 'var(--font-size-0)',
  lineHeight: 'var(--line-height-body)',
  '& svg': { fill: 'var(--color-surfaceRaised)' },
});

export type TooltipProps = {
  content: ReactNode;
  /** One focusable element (a button, a link) that shows the tooltip on hover and focus. */
  children: ReactElement;
  /** @default 'top' */
  side?: TooltipSide;
  /** Controlled open state (stories and visual tests pin it open). */
  open?: boolean;
  /** @default 300 */
  delayMs?: number;
};

/** A hover and focus hint; Escape closes it; it portals into the page's brand and direction. */
export function Tooltip({ content, children, side = 'top', open, delayMs = 300 }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayMs}>
      <RadixTooltip.Root open={open}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <PortalScope>
            <Content side={side} sideOffset={6} collisionPadding={8}>
              {content}
              <RadixTooltip.Arrow width={12} height={6} />
            </Content>
          </PortalScope>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
