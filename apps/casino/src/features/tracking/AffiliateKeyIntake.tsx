// spec 2: the affiliate key query parameter (settings affiliateKeyQueryParameter, default nxafk)
// is saved unless the visitor is already logged in.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { storageKeys, writeStorage } from '../../core/platform/storage.ts';
import { useSession } from '../../core/session/sessionStore.ts';

export function AffiliateKeyIntake() {
  const { config } = useApp();
  const [params] = useSearchParams();
  const status = useSession((state) => state.status);
  const name = config.tracking.affiliateKeyParameter;
  const token = params.get(name);
  useEffect(() => {
    if (token && status === 'anonymous') writeStorage(storageKeys.affiliateToken, token);
  }, [token, status]);
  return null;
}
