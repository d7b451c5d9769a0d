// /withdraw (spec 1, 4, 5, 8): the server's restrictions first, each with its way out; with none,
// the form. Calculate asks the back end for fee and net; Confirm sends the same request with one
// idempotency key per calculated withdrawal, so a double click or a retry moves the money once.
// Self-excluded players reach this page (the server lets them withdraw and nothing else).
import {
  calculateWithdrawalMutation,
  confirmWithdrawalMutation,
  withdrawalMethodsQuery,
  withdrawalStatusQuery,
} from '@casino/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { serverErrorText } from '../../core/forms/serverError.ts';
import { PageLinkButton } from '../../core/routing/PageLinkButton.tsx';
import { LoadFailed, PageSkeleton } from '../../core/ui/PageStates.tsx';
import { Slot } from '../../core/ui/Slot.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import styles from './Withdrawal.module.css';
import { WithdrawalForm, type WithdrawalRequestBody, WithdrawalSuccess } from './WithdrawalForm.tsx';
import { WithdrawalRestrictions } from './WithdrawalRestrictions.tsx';
import { withdrawalMessages as messages } from './withdrawalMessages.ts';

export function WithdrawalPage() {
  const intl = useIntl();
  const { api } = useApp();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const status = useQuery(withdrawalStatusQuery(api));
  // The server decides which methods this player may use and what each asks for (issue 35).
  const methods = useQuery({
    ...withdrawalMethodsQuery(api),
    enabled: status.data?.restrictions.length === 0,
  });
  const calculate = useMutation(calculateWithdrawalMutation(api));
  const confirm = useMutation(confirmWithdrawalMutation(api));
  // One key per calculated withdrawal: made when the calculation comes back, kept for every click
  // and retry of its Confirm, dropped when the form changes.
  const [idempotencyKey, setIdempotencyKey] = useState<string>();
  const [formKey, setFormKey] = useState(0);

  const resetCalculation = () => {
    if (calculate.data || calculate.error) calculate.reset();
    if (confirm.error) confirm.reset();
    setIdempotencyKey(undefined);
  };
  const onCalculate = (body: WithdrawalRequestBody) => {
    confirm.reset();
    calculate.mutate(body, { onSuccess: () => setIdempotencyKey(crypto.randomUUID()) });
  };
  const onConfirm = (body: WithdrawalRequestBody) => {
    if (!idempotencyKey) return;
    confirm.mutate({ ...body, idempotencyKey });
  };

  let content: ReactNode;
  if (status.isPending) content = <PageSkeleton label={intl.formatMessage(messages.loading)} />;
  else if (status.isError)
    content = (
      <LoadFailed
        message={serverErrorText(intl, status.error) ?? intl.formatMessage(messages.loadFailed)}
        retrying={status.isFetching}
        onRetry={() => void status.refetch()}
      />
    );
  else if (status.data.restrictions.length > 0)
    content = (
      <WithdrawalRestrictions
        restrictions={status.data.restrictions}
        currency={status.data.currencyCode}
        crypto={status.data.isCrypto}
        actions={{
          ACTIVE_BONUS: (
            <PageLinkButton page="myBonuses" label={intl.formatMessage(messages.manageBonuses)} />
          ),
          WAGERING_NOT_COMPLETE: (
            <PageLinkButton page="casino" label={intl.formatMessage(messages.playGames)} />
          ),
          DEPOSIT_REQUIRED: (
            <PageLinkButton page="deposit" label={intl.formatMessage(messages.deposit)} kind="primary" />
          ),
          REQUIRED_EMAIL_VERIFICATION: <Slot name="verifyEmailAction" />,
          KYC_REQUIRED: <PageLinkButton page="verify" label={intl.formatMessage(messages.verifyIdentity)} />,
        }}
      />
    );
  else if (confirm.isSuccess)
    content = (
      <WithdrawalSuccess
        amount={confirm.data.data.amount}
        currency={status.data.currencyCode}
        crypto={status.data.isCrypto}
        onAnother={() => {
          confirm.reset();
          calculate.reset();
          setIdempotencyKey(undefined);
          setFormKey((key) => key + 1);
        }}
        transactionsLink={
          <PageLinkButton page="transactions" label={intl.formatMessage(messages.viewTransactions)} />
        }
      />
    );
  else if (methods.isPending) content = <PageSkeleton label={intl.formatMessage(messages.loading)} />;
  else if (methods.isError)
    content = (
      <LoadFailed
        message={serverErrorText(intl, methods.error) ?? intl.formatMessage(messages.loadFailed)}
        retrying={methods.isFetching}
        onRetry={() => void methods.refetch()}
      />
    );
  else {
    const failed = confirm.error ?? calculate.error;
    content = (
      <div className={styles.card}>
        <WithdrawalForm
          key={formKey}
          methods={methods.data.map((m) => ({
            id: m.id,
            title: m.title,
            destination: m.destination,
            cards: m.cards,
            networks: m.networks,
            minAmount: m.minAmount,
            maxAmount: m.maxAmount,
          }))}
          withdrawable={status.data.withdrawable}
          currency={status.data.currencyCode}
          crypto={status.data.isCrypto}
          calculation={calculate.data?.data}
          calculating={calculate.isPending}
          confirming={confirm.isPending}
          error={
            failed
              ? {
                  title: intl.formatMessage(confirm.error ? messages.withdrawError : messages.calculateError),
                  detail: serverErrorText(intl, failed),
                }
              : undefined
          }
          onCalculate={onCalculate}
          onConfirm={onConfirm}
          onEdit={resetCalculation}
        />
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="withdrawal-page">
      <h1 className={styles.title}>{title}</h1>
      {content}
    </div>
  );
}
