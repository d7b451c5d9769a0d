// /profile2/my-bonuses (the active bonuses: wagering, free spins, expiry; cancel) and /bonuses (the
// history). While the player plays, every live debit (a bet) re-reads the active bonuses: the
// server decides which bets count towards wagering, the page never guesses.
import { bonusKeys, cancelBonusMutation, userBonusesQuery } from '@casino/api-client';
import { AmountDisplay, Badge, Table, TableCell, TableRow } from '@casino/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { describeBonusError } from '../../core/bonuses/bonusErrors.ts';
import { usePlayerDetails } from '../../core/guards/AudienceGate.tsx';
import { unavailableWhenSelfExcluded } from '../../core/guards/selfExclusion.tsx';
import { useLiveEvent } from '../../core/live/useLiveEvent.ts';
import { AppLink } from '../../core/routing/AppLink.tsx';
import { LoadFailed, PageSkeleton } from '../../core/ui/PageStates.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import { ActiveBonusCard } from './ActiveBonusCard.tsx';
import { Pager } from './Pager.tsx';
import { typeLabels } from './PromotionCard.tsx';
import styles from './Promotions.module.css';
import type { UserBonus } from './promotionsApi.ts';
import { promotionsMessages as messages } from './promotionsMessages.ts';

/** Re-reads the player's bonuses after each bet, so wagering and spins left follow the play. */
export function useBonusesFollowPlay(): void {
  const queryClient = useQueryClient();
  useLiveEvent('debit', () => void queryClient.invalidateQueries({ queryKey: [...bonusKeys.all, 'mine'] }));
  useLiveEvent('resync', () => void queryClient.invalidateQueries({ queryKey: [...bonusKeys.all, 'mine'] }));
}

function ActiveBonuses() {
  const intl = useIntl();
  const { api } = useApp();
  const { wallet, isCrypto } = usePlayerDetails();
  const active = useQuery(userBonusesQuery(api, { status: 'active' }));
  const cancel = useMutation(cancelBonusMutation(api));
  useBonusesFollowPlay();
  if (active.isError)
    return (
      <LoadFailed
        message={intl.formatMessage(messages.loadFailed)}
        retrying={active.isFetching}
        onRetry={() => void active.refetch()}
      />
    );
  if (!active.data) return <PageSkeleton label={intl.formatMessage(messages.loading)} />;
  const failure = describeBonusError(cancel.error);
  return (
    <section aria-labelledby="active-bonuses-title" className={styles.page}>
      <h2 className={styles.sectionTitle} id="active-bonuses-title">
        {intl.formatMessage(messages.activeBonus)}
      </h2>
      {active.data.rows.length === 0 ? (
        <div className={styles.notice}>
          <p>{intl.formatMessage(messages.noActiveBonus)}</p>
          <AppLink target={{ page: 'promotions' }}>{intl.formatMessage(messages.browsePromotions)}</AppLink>
        </div>
      ) : (
        <ul className={styles.grid}>
          {active.data.rows.map((bonus) => (
            <li key={bonus.id}>
              <ActiveBonusCard
                bonus={bonus}
                currency={wallet.currencyCode}
                crypto={isCrypto}
                cancelling={cancel.isPending && cancel.variables === bonus.id}
                error={
                  failure && cancel.variables === bonus.id
                    ? intl.formatMessage(failure.message, failure.values)
                    : undefined
                }
                onCancel={() => cancel.mutate(bonus.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MyBonusesPageContent() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.myBonusesTitle);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.notice}>{intl.formatMessage(messages.rule)}</p>
      <ActiveBonuses />
    </div>
  );
}

const statusLabels = {
  active: messages.statusActive,
  completed: messages.statusCompleted,
  cancelled: messages.statusCancelled,
  expired: messages.statusExpired,
  forfeited: messages.statusForfeited,
} as const;

export function BonusHistoryTable({
  rows,
  currency,
  crypto,
}: {
  rows: readonly UserBonus[];
  currency: string;
  crypto: boolean;
}) {
  const intl = useIntl();
  const date = (iso: string) => <time dateTime={iso}>{intl.formatDate(iso, { dateStyle: 'medium' })}</time>;
  const labels = {
    name: intl.formatMessage(messages.name),
    type: intl.formatMessage(messages.type),
    status: intl.formatMessage(messages.status),
    amount: intl.formatMessage(messages.bonusAmountLabel),
    converted: intl.formatMessage(messages.converted),
    started: intl.formatMessage(messages.started),
    expiry: intl.formatMessage(messages.expiry),
  };
  // Below 768 px the rows stack as labelled cards: no sideways scroll on a phone.
  return (
    <Table
      aria-label={intl.formatMessage(messages.historyTitle)}
      data-testid="bonus-history"
      columns={Object.entries(labels).map(([id, label]) => ({ id, label }))}
    >
      {rows.map((row) => (
        <TableRow key={row.id}>
          <TableCell label={labels.name} primary>
            {row.banner.bannerTitle}
          </TableCell>
          <TableCell label={labels.type}>
            {row.type in typeLabels
              ? intl.formatMessage(typeLabels[row.type as keyof typeof typeLabels])
              : row.type}
          </TableCell>
          <TableCell label={labels.status}>
            <Badge tone={row.status === 'active' ? 'success' : 'neutral'} size="small">
              {intl.formatMessage(statusLabels[row.status])}
            </Badge>
          </TableCell>
          <TableCell label={labels.amount}>
            <AmountDisplay value={row.bonusAmount} currency={currency} crypto={crypto} size="small" />
          </TableCell>
          <TableCell label={labels.converted}>
            <AmountDisplay value={row.convertedAmount} currency={currency} crypto={crypto} size="small" />
          </TableCell>
          <TableCell label={labels.started}>{date(row.start)}</TableCell>
          <TableCell label={labels.expiry}>{date(row.expiry)}</TableCell>
        </TableRow>
      ))}
    </Table>
  );
}

const historyPageSize = 20;

function BonusHistoryPageContent() {
  const intl = useIntl();
  const { api } = useApp();
  const { wallet, isCrypto } = usePlayerDetails();
  const [page, setPage] = useState(1);
  const history = useQuery(userBonusesQuery(api, { pageNo: page, limit: historyPageSize }));
  const title = intl.formatMessage(messages.historyTitle);
  useDocumentTitle(title);
  useBonusesFollowPlay();
  const pages = history.data ? Math.ceil(history.data.count / historyPageSize) : 1;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {history.isError ? (
        <LoadFailed
          message={intl.formatMessage(messages.loadFailed)}
          retrying={history.isFetching}
          onRetry={() => void history.refetch()}
        />
      ) : !history.data ? (
        <PageSkeleton label={intl.formatMessage(messages.loading)} />
      ) : history.data.rows.length === 0 ? (
        <p className={styles.notice}>{intl.formatMessage(messages.historyEmpty)}</p>
      ) : (
        <>
          <BonusHistoryTable rows={history.data.rows} currency={wallet.currencyCode} crypto={isCrypto} />
          <Pager page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </div>
  );
}

export const MyBonusesPage = unavailableWhenSelfExcluded(MyBonusesPageContent);

export const BonusHistoryPage = unavailableWhenSelfExcluded(BonusHistoryPageContent);
