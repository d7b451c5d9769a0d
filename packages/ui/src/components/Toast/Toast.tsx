import * as RadixToast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { PortalScope } from '../../brand/BrandProvider.tsx';
import { onMobile } from '../../internal/media.ts';
import { styledComponent } from '../../internal/styling.ts';
import { styleTable, variantSelectors } from '../../internal/table.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';

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

export type ToastInput = { title: ReactNode; description?: ReactNode; tone?: ToastTone };
type ToastEntry = ToastInput & { id: number; open: boolean };

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** `show({ title, description, tone })` from anywhere under a ToastProvider. */
export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}

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

/** Holds the toasts; the viewport portals to the body inside the page's brand and direction. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const show = useCallback((toast: ToastInput) => {
    setToasts((list) => [...list, { ...toast, id: Date.now() + list.length, open: true }]);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider
        swipeDirection="right"
        label={intl.formatMessage(toastMessages.notifications, { hotkey: 'F8' })}
      >
        {children}
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            {...toast}
            onOpenChange={(open) => {
              if (!open) setToasts((list) => list.filter((entry) => entry.id !== toast.id));
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
    </ToastContext.Provider>
  );
}
