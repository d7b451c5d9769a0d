// Only a visit that arrived with a `?at=` link has a question to ask: the choice's code loads for
// those visits alone, never with everyone's first page.
import { lazy } from 'react';
import { useApp } from '../../core/AppContext.tsx';

const AccountLinkChoice = lazy(() =>
  import('./AccountLinkChoice.tsx').then((module) => ({ default: module.AccountLinkChoice })),
);

export function AccountLink() {
  const { intake } = useApp();
  return intake.linkToken ? <AccountLinkChoice /> : null;
}
