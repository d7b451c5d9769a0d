// One game of the catalogue as a design-system GameCard: its page, Play (real money) and Demo
// (when the game has one). The game's page and the play page are the games feature's; the
// lobby only links there.
import { catalogueImageUrl } from '@casino/api-client';
import { GameCard, type GameCardBadge } from '@casino/ui';
import { useApp } from '../../core/AppContext.tsx';
import { useResolveLink } from '../../core/routing/links.ts';
import type { LobbyGame } from './lobbyTypes.ts';
import { useAppNavigate } from './useAppNavigate.ts';

export interface LobbyGameCardProps {
  game: LobbyGame;
  tabIndex?: 0 | -1;
  loading?: 'lazy' | 'eager';
}

const badgesOf = (game: LobbyGame): GameCardBadge[] => [
  ...(game.tags.includes('new') ? (['new'] as const) : []),
  ...(game.category === 'live' ? (['live'] as const) : []),
];

export function LobbyGameCard({ game, tabIndex = 0, loading = 'lazy' }: LobbyGameCardProps) {
  const { api } = useApp();
  const resolve = useResolveLink();
  const go = useAppNavigate();
  const page = resolve({ page: 'game', params: { game: game.slug } });
  const play = resolve({ href: `/play/${encodeURIComponent(game.slug)}` });
  const demo = resolve({ href: `/play/${encodeURIComponent(game.slug)}?demo=1` });
  return (
    <GameCard
      title={game.name}
      provider={game.providerName}
      thumbnailSrc={catalogueImageUrl(api, game.thumbnailUrl)}
      loading={loading}
      tabIndex={tabIndex}
      badges={badgesOf(game)}
      link={go.target(page)}
      play={go.target(play)}
      {...(game.hasDemo ? { demo: go.target(demo) } : {})}
    />
  );
}
