// Whether the current address is the deposit page (its path may be overridden per brand). Global
// slots and modals render outside the page's route, so they cannot ask the page key.
import { useLocation } from 'react-router-dom';
import { useResolveLink } from '../../core/routing/links.ts';

export function useOnDepositPage(): boolean {
  const { pathname } = useLocation();
  const link = useResolveLink()({ page: 'deposit' });
  return link.kind === 'path' && link.to.split('?')[0] === pathname;
}
