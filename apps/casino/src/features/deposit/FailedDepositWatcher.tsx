// spec 4: a live failedDeposit event with a method opens the alternative method. On the deposit
// page or in a deposit modal the flow switches method itself (and an outcome modal stays open);
// anywhere else the deposit modal opens with another method than the failed one.
import { useLocation, useNavigate } from 'react-router-dom';
import { useLiveEvent } from '../../core/live/useLiveEvent.ts';
import { useOnDepositPage } from './useOnDepositPage.ts';

export function FailedDepositWatcher() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onDepositPage = useOnDepositPage();
  useLiveEvent('failedDeposit', (event) => {
    const modal = new URLSearchParams(search).get('modal') ?? '';
    if (onDepositPage || modal.startsWith('deposit')) return;
    const params = new URLSearchParams(search);
    params.set('modal', 'deposit');
    params.set('alt', event.method);
    void navigate(`${pathname}?${params.toString()}`);
  });
  return null;
}

// The manifest loads this module lazily: its default is the slot component.
export { FailedDepositWatcher as default };
