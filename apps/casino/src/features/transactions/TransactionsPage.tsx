// /profile/transactions and /profile2/my-history: the player's transactions with the filters and
// page in the URL. Rows come from the back end page by page; the previous page stays on screen
// while the next one loads.
import { currenciesQuery, transactionsQuery } from '@casino/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { serverErrorText } from '../../core/forms/serverError.ts';
import { usePlayerDetails } from '../../core/guards/AudienceGate.tsx';
import { LoadFailed, PageSkeleton } from '../../core/ui/PageStates.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import styles from './Transactions.module.css';
import { TransactionsView } from './TransactionsView.tsx';
import { PAGE_SIZE, readFilters, writeFilters } from './transactionFilters.ts';
import { transactionsMessages as messages } from './transactionsMessages.ts';

function TransactionsScreen({ title: titleMessage }: { title: MessageDescriptor }) {
  const intl = useIntl();
  const { api } = useApp();
  const details = usePlayerDetails();
  const title = intl.formatMessage(titleMessage);
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useQuery({
    ...transactionsQuery(api, {
      pageNo: filters.page,
      limit: PAGE_SIZE,
      ...(filters.type ? { type: filters.type } : {}),
      ...(filters.status ? { status: filters.status } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const currencies = useQuery(currenciesQuery(api));
  const crypto = new Set((currencies.data ?? []).filter((c) => c.isCrypto).map((c) => c.code));
  const isCrypto = (code: string) =>
    crypto.has(code) || (code === details.wallet.currencyCode && details.isCrypto);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {list.isPending ? (
        <PageSkeleton label={intl.formatMessage(messages.loading)} />
      ) : list.isError ? (
        <LoadFailed
          message={serverErrorText(intl, list.error) ?? intl.formatMessage(messages.loadFailed)}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <TransactionsView
          rows={list.data.rows}
          count={list.data.count}
          filters={filters}
          loading={list.isPlaceholderData}
          isCrypto={isCrypto}
          onFiltersChange={(next) => setParams((current) => writeFilters(current, next))}
        />
      )}
    </div>
  );
}

export const TransactionsPage = () => <TransactionsScreen title={messages.title} />;
export const MyHistoryPage = () => <TransactionsScreen title={messages.historyTitle} />;
