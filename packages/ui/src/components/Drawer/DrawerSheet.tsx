import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { usePortalContainer } from '../../brand/BrandProvider.tsx';
import { styledComponent, styledElement } from '../../internal/styling.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { modalMessages } from '../ModalContainer/ModalContainer.tsx';
import type { DrawerProps } from './Drawer.props.ts';
import { bodyStyles, contentStyles, footerStyles, headerStyles, overlayStyles } from './Drawer.styles.ts';
import { swipeToClose } from './swipeToClose.ts';

const Overlay = styledComponent(Dialog.Overlay, overlayStyles);
const Content = styledComponent(Dialog.Content, contentStyles);
const Header = styledElement('div', headerStyles);
const Body = styledElement('div', bodyStyles);
const Footer = styledElement('div', footerStyles);

/**
 * The sheet itself on Radix Dialog: modal, focus trapped, Escape and the backdrop close it, page
 * scroll locked, and focus goes back to the element that had it when it opened (the opener). The
 * portal carries brand and direction. Loaded by `Drawer` the first time it opens.
 */
export default function DrawerSheet({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  side = 'bottom',
}: Omit<DrawerProps, 'trigger'>) {
  const intl = useIntl();
  const [container, host] = usePortalContainer();
  const opener = useRef<HTMLElement | null>(null);
  const swipe = useMemo(() => swipeToClose(side, () => onOpenChange(false)), [side, onOpenChange]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {host}
      {container && (
        <Dialog.Portal container={container}>
          <Overlay data-part="backdrop" />
          <Content
            data-part="drawer"
            data-side={side}
            {...swipe}
            {...(description ? {} : { 'aria-describedby': undefined })}
            // Radix returns focus only to its own Trigger, which this sheet does not render (the
            // opener is on the page before the sheet's code is): focus goes back by hand.
            onOpenAutoFocus={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              if (!opener.current?.isConnected) return;
              event.preventDefault();
              opener.current.focus();
            }}
          >
            <Header data-part="drawer-header">
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
