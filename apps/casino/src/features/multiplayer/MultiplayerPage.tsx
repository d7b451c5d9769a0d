// /multiplayer (players): the dice tables, and the table the player sits at, live.
import { useIntl } from 'react-intl';
import { serverErrorText } from '../../core/forms/serverError.ts';
import { LoadFailed, PageSkeleton } from '../../core/ui/PageStates.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import styles from './Multiplayer.module.css';
import { multiplayerMessages as messages } from './multiplayerMessages.ts';
import { TableLobbyView } from './TableLobbyView.tsx';
import { TableView } from './TableView.tsx';
import { useMultiplayer } from './useMultiplayer.ts';

export function MultiplayerPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const { tables, playerId, table, removed, serverNow, action, act, joinTable, join } = useMultiplayer();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      {tables.isPending ? (
        <PageSkeleton label={intl.formatMessage(messages.loading)} />
      ) : !tables.data ? (
        <LoadFailed
          message={serverErrorText(intl, tables.error) ?? intl.formatMessage(messages.loadFailed)}
          retrying={tables.isFetching}
          onRetry={() => void tables.refetch()}
        />
      ) : table ? (
        <TableView
          table={table}
          playerId={playerId}
          serverNow={serverNow}
          pending={action.isPending ? action.variables : null}
          error={serverErrorText(intl, action.error)}
          onAction={act}
        />
      ) : (
        <TableLobbyView
          tables={tables.data.tables}
          removed={removed}
          joining={joinTable.isPending ? joinTable.variables : null}
          error={serverErrorText(intl, joinTable.error)}
          onJoin={join}
        />
      )}
    </div>
  );
}

// The page manifest loads this module as is.
export { MultiplayerPage as Component };
