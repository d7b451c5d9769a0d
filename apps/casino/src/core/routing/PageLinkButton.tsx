// A button that goes to one of the app's pages, or nothing when the page is not built.
import type { PageKey } from '@casino/layout-engine';
import { Button, type ButtonKind } from '@casino/ui';
import { AppLink } from './AppLink.tsx';
import { usePageBuilt } from './links.ts';

export function PageLinkButton({
  page,
  label,
  kind = 'outline',
}: {
  page: PageKey;
  label: string;
  kind?: ButtonKind;
}) {
  const isPageBuilt = usePageBuilt();
  if (!isPageBuilt(page)) return null;
  return (
    <AppLink
      target={{ page }}
      render={(props) => (
        <Button href={props.href} onClick={props.onClick} kind={kind} size="small">
          {label}
        </Button>
      )}
    />
  );
}
