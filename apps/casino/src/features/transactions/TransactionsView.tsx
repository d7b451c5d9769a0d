// The transaction list (spec 2): filters by type and status, each status a Badge, amounts with
// AmountDisplay in the row's own currency, and a pager. Presentational: the page reads and writes
// the filters in the URL and fetches the rows.
import { AmountDisplay, Badge, Button, EmptyState, Select } from '@casino/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './Transactions.module.css';
import {
  isOutgoing,
  PAGE_SIZE,
  pageCount,
  rowTypeMessage,
  statusLabel,
  statusTone,
  type TransactionFilters,
  type TransactionStatus,
  transactionStatuses,
  transactionTypeFilters,
  typeFilterLabel,
} from './transactionFilters.ts';
import { transactionsMessages as messages } from './transactionsMessages.ts';

export interface TransactionRow {
  id: number;
  transactionId: string;
  type: string;
  status: TransactionStatus;
  /** Exact decimal string in the row currency's precision. */
  amount: string;
  currencyCode: string;
  createdAt: string;
}

export interface TransactionsViewProps {
  rows: readonly TransactionRow[];
  count: number;
  filters: TransactionFilters;
  onFiltersChange: (filters: TransactionFilters) => void;
  /** Crypto currencies (their amounts show up to 8 decimals). */
  isCrypto: (currencyCode: string) => boolean;
  /** A new page is on its way (the old rows stay visible meanwhile). */
  loading?: boolean;
}

export function TransactionsView({
  rows,
  count,
  filters,
  onFiltersChange,
  isCrypto,
  loading = false,
}: TransactionsViewProps) {
  const intl = useIntl();
  const captionId = useId();
  const pages = pageCount(count, PAGE_SIZE);
  const filtered = Boolean(filters.type || filters.status);
  const all = intl.formatMessage(messages.all);
  return (
    <div className={styles.page} data-testid="transactions">
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>{intl.formatMessage(messages.filters)}</legend>
        <Select
          label={intl.formatMessage(messages.type)}
          name="type"
          value={filters.type ?? ''}
          placeholder={all}
          options={transactionTypeFilters.map((type) => ({
            value: type,
            label: intl.formatMessage(typeFilterLabel[type]),
          }))}
          onChange={(event) =>
            onFiltersChange({
              ...filters,
              type: transactionTypeFilters.find((t) => t === event.target.value),
              page: 1,
            })
          }
        />
        <Select
          label={intl.formatMessage(messages.status)}
          name="status"
          value={filters.status ?? ''}
          placeholder={all}
          options={transactionStatuses.map((status) => ({
            value: status,
            label: intl.formatMessage(statusLabel[status]),
          }))}
          onChange={(event) =>
            onFiltersChange({
              ...filters,
              status: transactionStatuses.find((s) => s === event.target.value),
              page: 1,
            })
          }
        />
      </fieldset>
      {rows.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(messages.empty)}
          {...(filtered
            ? {
                description: intl.formatMessage(messages.emptyFiltered),
                action: (
                  <Button type="button" kind="outline" onClick={() => onFiltersChange({ page: 1 })}>
                    {intl.formatMessage(messages.clearFilters)}
                  </Button>
                ),
              }
            : {})}
        />
      ) : (
        <>
          <div className={styles.tableWrap} aria-busy={loading || undefined}>
            <table className={styles.table} aria-describedby={captionId}>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(messages.date)}</th>
                  <th scope="col">{intl.formatMessage(messages.type)}</th>
                  <th scope="col">{intl.formatMessage(messages.status)}</th>
                  <th scope="col" className={styles.amount}>
                    {intl.formatMessage(messages.amount)}
                  </th>
                  <th scope="col">{intl.formatMessage(messages.reference)}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const typeMessage = rowTypeMessage(row.type);
                  const amount =
                    isOutgoing(row.type) && !row.amount.startsWith('-') ? `-${row.amount}` : row.amount;
                  return (
                    <tr
                      key={row.id}
                      data-testid="transaction-row"
                      data-type={row.type}
                      data-status={row.status}
                    >
                      <td>
                        <time dateTime={row.createdAt}>
                          {intl.formatDate(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                        </time>
                      </td>
                      <td>{typeMessage ? intl.formatMessage(typeMessage) : row.type}</td>
                      <td>
                        <Badge tone={statusTone[row.status]} size="small">
                          {intl.formatMessage(statusLabel[row.status])}
                        </Badge>
                      </td>
                      <td className={styles.amount}>
                        <AmountDisplay
                          value={amount}
                          currency={row.currencyCode}
                          crypto={isCrypto(row.currencyCode)}
                          tone={isOutgoing(row.type) ? 'default' : 'positive'}
                        />
                      </td>
                      <td className={styles.reference}>{row.transactionId.slice(0, 8)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <nav className={styles.pager} aria-label={intl.formatMessage(messages.pages)}>
            <p id={captionId}>
              {intl.formatMessage(messages.total, { count })} ·{' '}
              {intl.formatMessage(messages.pageOf, { page: filters.page, pages })}
            </p>
            <div>
              <Button
                type="button"
                kind="outline"
                size="small"
                disabled={filters.page <= 1}
                onClick={() => onFiltersChange({ ...filters, page: filters.page - 1 })}
              >
                {intl.formatMessage(messages.previous)}
              </Button>{' '}
              <Button
                type="button"
                kind="outline"
                size="small"
                disabled={filters.page >= pages}
                onClick={() => onFiltersChange({ ...filters, page: filters.page + 1 })}
              >
                {intl.formatMessage(messages.next)}
              </Button>
            </div>
          </nav>
        </>
      )}
    </div>
  );
}
