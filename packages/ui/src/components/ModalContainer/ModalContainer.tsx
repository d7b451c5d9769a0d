import * as Dialog from '@radix-ui/react-dialog';
import { defineMessages, useIntl } from 'react-intl';
import { usePortalContainer } from '../../brand/BrandProvider.tsx';
import { styledComponent, styledElement } from '../../internal/styling.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { ModalContainerProps } from './ModalContainer.props.ts';
import {
  bodyStyles,
  contentStyles,
  footerStyles,
  headerStyles,
  overlayStyles,
} from './ModalContainer.styles.ts';

export const modalMessages = defineMessages({
  close: { id: 'ui.modal.close', defaultMessage: 'Close' },
});

const Overlay = styledComponent(Dialog.Overlay, overlayStyles);
const Content = styledComponent(Dialog.Content, contentStyles);
const Header = styledElement('div', headerStyles);
const Body = styledElement('div', bodyStyles);
const Footer = styledElement('div', footerStyles);

/**
 * The one dialog container (spec 2): Escape, backdrop click and the close button close it; focus
 * is trapped inside and returned to the opener; page scroll is locked while open. The portal
 * re-applies the brand and direction of the page.
 */
export function ModalContainer({
  open,
  onOpenChange,
  title,
  titleHidden = false,
  description,
  children,
  footer,
  trigger,
  deposit,
  fullHeight,
  transparent,
  hideClose,
  mobileFooter,
  mobileCentered,
}: ModalContainerProps) {
  const intl = useIntl();
  const [container, host] = usePortalContainer();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {host}
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      {container && (
        <Dialog.Portal container={container}>
          <Overlay data-part="backdrop" />
          <Content
            data-deposit={deposit || undefined}
            data-full-height={fullHeight || undefined}
            data-transparent={transparent || undefined}
            data-mobile-centered={mobileCentered || undefined}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <Header data-title-hidden={titleHidden || undefined}>
              <Dialog.Title>{title}</Dialog.Title>
              {!hideClose && (
                <Dialog.Close asChild>
                  <Button
                    kind="tertiary"
                    size="small"
                    iconOnly
                    icon={<Icon name="close" />}
                    aria-label={intl.formatMessage(modalMessages.close)}
                  />
                </Dialog.Close>
              )}
            </Header>
            <Body>
              {description && <Dialog.Description data-part="description">{description}</Dialog.Description>}
              {children}
            </Body>
            {footer && <Footer data-mobile-footer={mobileFooter || undefined}>{footer}</Footer>}
          </Content>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}
