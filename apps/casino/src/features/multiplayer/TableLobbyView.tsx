// The tables to sit at (the player has no seat): how full each is, a button to take a seat, and
// the notice of a seat lost after 30 minutes away.
import type { TableState } from '@casino/api-client';
import { Button, EmptyState } from '@casino/ui';
import { useIntl } from 'react-intl';
import styles from './Multiplayer.module.css';
import { multiplayerMessages as messages } from './multiplayerMessages.ts';

export interface TableLobbyViewProps {
  tables: readonly TableState[];
  /** The player just lost their seat to the 30-minute away rule. */
  removed?: boolean;
  /** The table being joined. */
  joining?: number | null;
  error?: string;
  onJoin: (tableId: number) => void;
}

export function TableLobbyView({ tables, removed, joining, error, onJoin }: TableLobbyViewProps) {
  const intl = useIntl();
  return (
    <section className={styles.card} aria-labelledby="multiplayer-tables">
      <h2 id="multiplayer-tables" className={styles.sectionTitle}>
        {intl.formatMessage(messages.tablesTitle)}
      </h2>
      {removed && (
        <p className={styles.removed} role="status" data-testid="multiplayer-removed">
          {intl.formatMessage(messages.removed)}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {tables.length === 0 ? (
        <EmptyState title={intl.formatMessage(messages.noTables)} />
      ) : (
        <ul className={styles.tableList}>
          {tables.map((table) => {
            const taken = table.seats.filter((seat) => seat.player).length;
            const full = taken === table.seats.length;
            return (
              <li key={table.tableId} className={styles.tableRow}>
                <span className={styles.strong}>{table.name}</span>
                <span className={styles.muted}>
                  {intl.formatMessage(messages.seatsTaken, { taken, seats: table.seats.length })}
                </span>
                <Button
                  kind="accent"
                  disabled={full}
                  loading={joining === table.tableId}
                  // The name says which table; a full table's button says only that it is full.
                  aria-label={full ? undefined : intl.formatMessage(messages.joinTable, { name: table.name })}
                  onClick={() => onJoin(table.tableId)}
                >
                  {intl.formatMessage(full ? messages.full : messages.join)}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
