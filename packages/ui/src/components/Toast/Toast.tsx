import * as RadixToast from '@radix-ui/react-toast';

import { createPortal } from 'react-dom';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { PortalScope } from '../../brand/BrandProvider.tsx';
import { onMobile } from '../../internal/media.ts';
import { styledComponent } from '../../internal/styling.ts';
import { styleTable, variantSelectors } from '../../internal/table.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { ToastEntry, ToastInput } from './ToastProvider.tsx';

export const toastTones = ['info', 'success', 'warning', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/** How long a toast stays. */
export const TOAST_DURATION_MS = 5000;

export const toastMessages = defineMessages({
  dismiss: { id: 'ui.toast.dismiss', defaultMessage: 'Dismiss' },
  notifications: defineMessage<{ hotkey: string }>({
    id: 'ui.toast.notifications',
    defaultMessage: 'Notifications ({hotkey})',
  }),
});

const toneStyles = styleTable(toastTones, (tone) => ({
  borderInlineStartColor: `var(--color-${tone}-readable, var(--color-${tone}))`,
  '& [data-part="icon"]': { color: `var(--color-${tone}-readable, var(--color-${tone}))` },
}));

const Viewport = styledComponent(RadixToast.Viewport, {
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: 'var(--z-toast)',
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--space-2)',
  width: '380px',
  maxWidth: '100vw',
  margin: 0,
  padding: 'var(--space-4)',
  listStyle: 'none',
  outline: 'none',
  boxSizing: 'border-box',
  [onMobile]: { width: '100vw' },
});

const Root = styledComponent(RadixToast.Root, {
  ...variantSelectors('tone', toneStyles),
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: 'var(--space-2)',
  padding: 'var(--space-3)',
  border: '1px solid var(--color-border)',
  borderInlineStartWidth: '4px',
  borderRadius: 'var(--radius-medium)',
  background: 'var(--color-surfaceRaised)',
  color: 'var(--color-text)',
  boxShadow: 'var(--shadow-medium)',
  '& [data-part="icon"]': { marginTop: '2px' },
});

const Title = styledComponent(RadixToast.Title, { fontWeight: 'var(--font-weight-bold)' });
const Description = styledComponent(RadixToast.Description, {
  color: 'var(--color-textMuted)',
  fontSize: 'var(--font-size-0)',
});

const toneIcon = { info: 'info', success: 'check', warning: 'info', error: 'info' } as const;

/** One toast, for a static rendering (stories) or inside the provider. */
export function Toast({
  title,
  description,
  tone = 'info',
  open,
  onOpenChange,
}: ToastInput & { open?: boolean; onOpenChange?: (open: boolean) => void }) {
  const intl = useIntl();
  return (
    <Root
      data-tone={tone}
      open={open}
      onOpenChange={onOpenChange}
      duration={TOAST_DURATION_MS}
      type={tone === 'error' ? 'foreground' : 'background'}
    >
      <span data-part="icon">
        <Icon name={toneIcon[tone]} />
      </span>
      <div>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
      </div>
      <RadixToast.Close asChild>
        <Button
          kind="tertiary"
          size="xx-small"
          iconOnly
          icon={<Icon name="close" />}
          aria-label={intl.formatMessage(toastMessages.dismiss)}
        />
      </RadixToast.Close>
    </Root>
  );
}

/**
 * The toasts on screen and their viewport (Radix), portalled to the body inside the page's brand
 * and direction. Loaded by ToastProvider on the first toast, so pages that never toast never
 * download it.
 */
export default function ToastRegion({
  toasts,
  onClosed,
}: {
  toasts: readonly ToastEntry[];
  onClosed: (id: number) => void;
}) {
  const intl = useIntl();
  return (
    <RadixToast.Provider
      swipeDirection="right"
      label={intl.formatMessage(toastMessages.notifications, { hotkey: 'F8' })}
    >
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          {...toast}
          onOpenChange={(open) => {
            if (!open) onClosed(toast.id);
          }}
        />
      ))}
      {typeof document !== 'undefined' &&
        createPortal(
          <PortalScope>
            <Viewport />
          </PortalScope>,
          document.body,
        )}
    </RadixToast.Provider>
  );
}
