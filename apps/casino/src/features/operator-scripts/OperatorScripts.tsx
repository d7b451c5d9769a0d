import { scriptsQuery } from '@casino/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { useResolveLink } from '../../core/routing/links.ts';
import { useSession } from '../../core/session/sessionStore.ts';
import { injectScripts, scriptsAllowed } from './injectScripts.ts';

export function OperatorScripts() {
  const { api, config } = useApp();
  const status = useSession((state) => state.status);
  const { pathname, search } = useLocation();
  const resolve = useResolveLink();
  const cashierPaths = (['deposit', 'withdraw'] as const).flatMap((page) => {
    const link = resolve({ page });
    return link.kind === 'path' ? [link.to.split('?')[0] ?? link.to] : [];
  });
  const allowed = scriptsAllowed(
    { pathname, search },
    { paths: cashierPaths, scriptsOnCashier: config.cashier.scriptsOnCashier },
  );
  // Players may get more scripts than guests (enableAuthUsers / enableDepositors).
  const scripts = useQuery({ ...scriptsQuery(api, status), enabled: allowed });
  useEffect(() => {
    if (allowed && scripts.data) injectScripts(scripts.data);
  }, [allowed, scripts.data]);
  return null;
}
