// The transaction list (spec 2): filters by type and status, each status a Badge, amounts with
// AmountDisplay in the row's own currency, and a pager. Presentational: the page reads and writes
// the filters in the URL and fetches the rows.
import {
  AmountDisplay,
  Badge,
  Button,
  Card,
  EmptyState,
  Select,
  Table,
  TableCell,
  TableRow,
  VisuallyHidden,
} from '@casino/ui';
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
  /** Where a withdrawal is paid to, masked by the server (issue 35), e.g. "MT •••• 001S". */
  destination?: { scheme: string; label: string } | null | undefined;
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
  const labels = {
    date: intl.formatMessage(messages.date),
    type: intl.formatMessage(messages.type),
    status: intl.formatMessage(messages.status),
    amount: intl.formatMessage(messages.amount),
    reference: intl.formatMessage(messages.reference),
  };
  return (
    <div className={styles.page} data-testid="transactions">
      <fieldset className={styles.filters}>
        <legend>
          <VisuallyHidden>{intl.formatMessage(messages.filters)}</VisuallyHidden>
        </legend>
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
          <Card variant="compact" as="div" aria-busy={loading || undefined}>
            <Table
              aria-label={intl.formatMessage(messages.title)}
              aria-describedby={captionId}
              columns={[
                { id: 'date', label: labels.date },
                { id: 'type', label: labels.type },
                { id: 'status', label: labels.status },
                { id: 'amount', label: labels.amount, align: 'end' },
                { id: 'reference', label: labels.reference },
              ]}
            >
              {rows.map((row) => {
                const typeMessage = rowTypeMessage(row.type);
                const amount =
                  isOutgoing(row.type) && !row.amount.startsWith('-') ? `-${row.amount}` : row.amount;
                return (
                  <TableRow
                    key={row.id}
                    data-testid="transaction-row"
                    data-type={row.type}
                    data-status={row.status}
                  >
                    <TableCell label={labels.date}>
                      <time dateTime={row.createdAt}>
                        {intl.formatDate(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                      </time>
                    </TableCell>
                    <TableCell label={labels.type}>
                      {typeMessage ? intl.formatMessage(typeMessage) : row.type}
                      {row.destination && (
                        <span className={styles.destination} data-testid="transaction-destination">
                          {intl.formatMessage(messages.destination, { destination: row.destination.label })}
                        </span>
                      )}
                    </TableCell>
                    <TableCell label={labels.status}>
                      <Badge tone={statusTone[row.status]} size="small">
                        {intl.formatMessage(statusLabel[row.status])}
                      </Badge>
                    </TableCell>
                    <TableCell label={labels.amount} align="end" primary>
                      <AmountDisplay
                        value={amount}
                        currency={row.currencyCode}
                        crypto={isCrypto(row.currencyCode)}
                        tone={isOutgoing(row.type) ? 'default' : 'positive'}
                      />
                    </TableCell>
                    <TableCell label={labels.reference} className={styles.reference}>
                      {row.transactionId.slice(0, 8)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </Table>
          </Card>
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
