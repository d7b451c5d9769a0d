import { scriptsQuery } from '@casino/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { useSession } from '../../core/session/sessionStore.ts';
import { injectScripts, scriptsAllowedOn } from './injectScripts.ts';

export function OperatorScripts() {
  const { api } = useApp();
  const status = useSession((state) => state.status);
  const { pathname } = useLocation();
  const allowed = scriptsAllowedOn(pathname);
  // Players may get more scripts than guests (enableAuthUsers / enableDepositors).
  const scripts = useQuery({ ...scriptsQuery(api, status), enabled: allowed });
  useEffect(() => {
    if (allowed && scripts.data) injectScripts(scripts.data);
  }, [allowed, scripts.data]);
  return null;
}
