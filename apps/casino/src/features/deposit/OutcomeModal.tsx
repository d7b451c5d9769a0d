// ?modal=deposit-failed|return|decline|cancel|pending|success&met=<method> (spec 2, 8). Retry opens
// the deposit with the same method; the alternative opens it with another one. On /deposit the page
// itself changes; elsewhere the deposit modal opens.
import { useLocation, useNavigate } from 'react-router-dom';
import type { ModalBodyProps } from '../../core/modals/registry.ts';
import { depositOutcomes } from './logic/outcomes.ts';
import { OutcomeView } from './OutcomeView.tsx';
import { useOnDepositPage } from './useOnDepositPage.ts';

/** The search string for the deposit flow again: with `method` (retry) or `alt` (another method). */
export function retrySearch(
  search: string,
  onDepositPage: boolean,
  key: 'method' | 'alt',
  method: string,
): string {
  const params = new URLSearchParams(search);
  for (const name of ['modal', 'met', 'method', 'alt']) params.delete(name);
  if (!onDepositPage) params.set('modal', 'deposit');
  params.set(key, method);
  return `?${params.toString()}`;
}

export default function OutcomeModal({ close }: ModalBodyProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const onDepositPage = useOnDepositPage();
  const params = new URLSearchParams(search);
  const outcome =
    depositOutcomes.find((candidate) => params.get('modal') === `deposit-${candidate}`) ?? 'failed';
  const method = params.get('met');
  const again = (key: 'method' | 'alt') =>
    void navigate(`${pathname}${retrySearch(search, onDepositPage, key, method ?? '')}`);
  return (
    <OutcomeView
      outcome={outcome}
      method={method}
      onRetry={() => again('method')}
      onAlternative={() => again('alt')}
      onDone={close}
    />
  );
}
