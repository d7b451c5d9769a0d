import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { usePortalContainer } from '../../brand/BrandProvider.tsx';
import { styledComponent, styledElement } from '../../internal/styling.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { modalMessages } from '../ModalContainer/ModalContainer.tsx';
import type { DrawerProps } from './Drawer.props.ts';
import { bodyStyles, contentStyles, footerStyles, headerStyles, overlayStyles } from './Drawer.styles.ts';

const Overlay = styledComponent(Dialog.Overlay, overlayStyles);
const Content = styledComponent(Dialog.Content, contentStyles);
const Header = styledElement('div', headerStyles);
const Body = styledElement('div', bodyStyles);
const Footer = styledElement('div', footerStyles);

/**
 * A side or bottom sheet (mobile filters) on Radix Dialog: modal, focus trapped, Escape and the
 * backdrop close it, page scroll locked, and focus goes back to the opener: the trigger, or
 * without one the element that had focus when it opened. The portal carries brand and direction.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  side = 'bottom',
  trigger,
}: DrawerProps) {
  const intl = useIntl();
  const [container, host] = usePortalContainer();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {host}
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      {container && (
        <Dialog.Portal container={container}>
          <Overlay data-part="backdrop" />
          <Content
            data-part="drawer"
            data-side={side}
            {...(description ? {} : { 'aria-describedby': undefined })}
            // Radix returns focus only to its own Trigger; a drawer opened from a button the caller
            // renders itself (a sticky "Filters" bar) must get focus back too.
            onOpenAutoFocus={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              if (trigger || !opener.current?.isConnected) return;
              event.preventDefault();
              opener.current.focus();
            }}
          >
            <Header>
              <Dialog.Title>{title}</Dialog.Title>
              <Dialog.Close asChild>
                <Button
                  kind="tertiary"
                  size="small"
                  iconOnly
                  icon={<Icon name="close" />}
                  aria-label={intl.formatMessage(modalMessages.close)}
                />
              </Dialog.Close>
            </Header>
            <Body>
              {description && <Dialog.Description data-part="description">{description}</Dialog.Description>}
              {children}
            </Body>
            {footer && <Footer>{footer}</Footer>}
          </Content>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}
