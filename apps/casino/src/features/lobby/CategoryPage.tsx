// A category's full grid (/casino/slots, /casino/live-casino, /casino/popular), searchable and
// filterable like the lobby.
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import { categoryTitles } from './categories.ts';
import { GameBrowser, loadGameResults } from './GameBrowser.tsx';
import styles from './Lobby.module.css';
import { CategoryChips } from './LobbyPage.tsx';
import type { LobbyCategory } from './lobbyQuery.ts';

// A category page shows its grid at once: its code downloads beside this page's, not after it.
void loadGameResults();

export function CategoryPage({ category }: { category: LobbyCategory }) {
  const intl = useIntl();
  const title = intl.formatMessage(categoryTitles[category]);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <CategoryChips />
      <GameBrowser fixed={{ category }} label={title} />
    </div>
  );
}

export const SlotsPage = () => <CategoryPage category="slots" />;
export const LiveCasinoPage = () => <CategoryPage category="live" />;
export const PopularPage = () => <CategoryPage category="popular" />;
