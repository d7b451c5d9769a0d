// A button that opens a modal on the current page (`?modal=` added to the address, no reload).
import { Button, type ButtonKind } from '@casino/ui';
import { useLocation } from 'react-router-dom';
import { searchWithModal } from '../modals/modalNavigation.ts';
import { AppLink } from '../routing/AppLink.tsx';
import { useModalExists } from '../routing/links.ts';

export function ModalLinkButton({
  modal,
  label,
  kind,
  testId,
}: {
  modal: string;
  label: string;
  kind: ButtonKind;
  testId?: string;
}) {
  const { search } = useLocation();
  const modalExists = useModalExists();
  if (!modalExists(modal)) return null;
  return (
    <AppLink
      target={{ href: searchWithModal(search, modal) }}
      render={(props) => (
        <Button href={props.href} onClick={props.onClick} kind={kind} size="small" data-testid={testId}>
          {label}
        </Button>
      )}
    />
  );
}
