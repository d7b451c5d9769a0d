import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { sampleGames } from '../../internal/gameFixtures.ts';
import { GameCard } from '../GameCard/GameCard.tsx';
import { CategoryRow } from './CategoryRow.tsx';

const games = sampleGames(6);
beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});

describe('CategoryRow', () => {
  it('a carousel named by the category with See all and a card per game, the first view eager', () => {
    const { container } = renderUi(
      <CategoryRow
        title="Live casino"
        seeAll={<a href="/casino/live-casino">See all</a>}
        items={games}
        getKey={(game) => game.id}
        width={940}
        eager
        renderItem={(game, props) => (
          <GameCard loading={props.loading} title={game.name} provider={game.provider} thumbnailSrc="t.svg" />
        )}
      />,
    );
    expect(screen.getByRole('region', { name: 'Live casino' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Live casino' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all' })).toBeTruthy();
    const loading = [...container.querySelectorAll('img')].map((image) => image.getAttribute('loading'));
    // Width 940 shows three cards.
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
  });

  it('shows skeleton cards while loading', () => {
    const { container } = renderUi(
      <CategoryRow title="Slots" items={[]} getKey={() => 0} renderItem={() => null} loading width={680} />,
    );
    expect(container.querySelectorAll('[data-part="game-card-skeleton"]')).toHaveLength(3);
  });
});
