// ?modal=deposit-failed|return|decline|cancel|pending|success&met=<method> (spec 2, 8). Retry opens
// the deposit with the same method; the alternative opens it with another one. On /deposit the page
// itself changes; elsewhere the deposit modal opens. A success made from the deposit form states the
// amount and the bonus received (issue 35): the bonus's figures are the server's own, from the
// player's active bonuses, never recomputed here.
import { userBonusesQuery } from '@casino/api-client';
import { add } from '@casino/money';
import { useFormatAmount } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { describeBonusRefusal } from '../../core/bonuses/bonusErrors.ts';
import type { ModalBodyProps } from '../../core/modals/registry.ts';
import { type DepositReceipt, readReceipt } from './logic/depositReceipt.ts';
import { depositOutcomes } from './logic/outcomes.ts';
import { OutcomeView, type ReceiptLines } from './OutcomeView.tsx';
import { useOnDepositPage } from './useOnDepositPage.ts';

/** The search string for the deposit flow again: with `method` (retry) or `alt` (another method). */
export function retrySearch(
  search: string,
  onDepositPage: boolean,
  key: 'method' | 'alt',
  method: string,
): string {
  const params = new URLSearchParams(search);
  for (const name of ['modal', 'met', 'method', 'alt', 'bonus']) params.delete(name);
  if (!onDepositPage) params.set('modal', 'deposit');
  params.set(key, method);
  return `?${params.toString()}`;
}

/** The receipt's lines: the amount, and the bonus as the server started it (or why it did not). */
function useReceiptLines(receipt: DepositReceipt | undefined): ReceiptLines | undefined {
  const intl = useIntl();
  const { api } = useApp();
  const formatMoney = useFormatAmount();
  const wantsBonus = Boolean(receipt?.bonus && !receipt.bonusError);
  const active = useQuery({ ...userBonusesQuery(api, { status: 'active' }), enabled: wantsBonus });
  if (!receipt) return undefined;
  const money = (value: string) => formatMoney(value, receipt.currencyCode, { crypto: receipt.crypto });
  const started = wantsBonus
    ? active.data?.rows.find((bonus) => bonus.bonusId === receipt.bonus?.id)
    : undefined;
  const refusal = receipt.bonusError && describeBonusRefusal(receipt.bonusError);
  return {
    amount: money(receipt.amount),
    bonus:
      started && receipt.bonus
        ? {
            name: receipt.bonus.name,
            amount: money(started.bonusAmount),
            wagering: money(add(started.wageredAmount, started.wagerLeft)),
            expiry: new Date(started.expiry),
          }
        : undefined,
    refused:
      refusal && receipt.bonus
        ? { name: receipt.bonus.name, reason: intl.formatMessage(refusal.message, refusal.values) }
        : undefined,
  };
}

export default function OutcomeModal({ close }: ModalBodyProps) {
  const { pathname, search, state } = useLocation();
  const receipt = useReceiptLines(readReceipt(state));
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
      receipt={receipt}
    />
  );
}
