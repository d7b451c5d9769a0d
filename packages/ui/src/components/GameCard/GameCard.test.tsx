import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { GAME_THUMBNAIL_SIZE } from './GameCard.props.ts';
import { GameCard, GameCardSkeleton } from './GameCard.tsx';

const base = { title: 'Book of Gold', provider: 'Aurora Gaming', thumbnailSrc: '/t/1.svg' };
const image = (root: HTMLElement) => root.querySelector('img') as HTMLImageElement;

describe('GameCard', () => {
  it('reserves the thumbnail box and loads it lazily unless asked to load eagerly', () => {
    const { container, unmount } = renderUi(<GameCard {...base} />);
    expect(image(container).getAttribute('loading')).toBe('lazy');
    expect(image(container).getAttribute('width')).toBe(String(GAME_THUMBNAIL_SIZE.width));
    expect(image(container).getAttribute('height')).toBe(String(GAME_THUMBNAIL_SIZE.height));
    expect(image(container).getAttribute('alt')).toBe('');
    expect((container.querySelector('[data-part="media"]') as HTMLElement).style.aspectRatio).toBe(
      '300 / 400',
    );
    unmount();
    const eager = renderUi(<GameCard {...base} loading="eager" thumbnailSize={{ width: 16, height: 9 }} />);
    expect(image(eager.container).getAttribute('loading')).toBe('eager');
    expect(image(eager.container).getAttribute('fetchpriority')).toBe('high');
    expect((eager.container.querySelector('[data-part="media"]') as HTMLElement).style.aspectRatio).toBe(
      '16 / 9',
    );
  });

  it('is a group named by its title, with the provider, and links to the game page', () => {
    renderUi(<GameCard {...base} link={{ href: '/casino/games/book-of-gold' }} />);
    expect(screen.getByRole('group', { name: 'Book of Gold' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book of Gold' }).getAttribute('href')).toBe(
      '/casino/games/book-of-gold',
    );
    expect(screen.getByText('Aurora Gaming')).toBeTruthy();
  });

  it('shows the badges it is given, in a fixed order', () => {
    const { container } = renderUi(<GameCard {...base} badges={['live', 'new']} />);
    const badges = container.querySelector('[data-part="badges"]') as HTMLElement;
    expect(badges.textContent).toBe('NewLive');
  });

  it('Play and Demo are links with an href and buttons without; no Demo when the game has none', () => {
    const onPlay = vi.fn();
    const { unmount } = renderUi(<GameCard {...base} play={{ onClick: onPlay }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play Book of Gold' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /Demo/ })).toBeNull();
    unmount();
    renderUi(<GameCard {...base} play={{ href: '/play/1' }} demo={{ href: '/play/1?demo' }} />);
    expect(screen.getByRole('link', { name: 'Play Book of Gold' }).getAttribute('href')).toBe('/play/1');
    expect(screen.getByRole('link', { name: 'Demo: Book of Gold' }).getAttribute('href')).toBe(
      '/play/1?demo',
    );
  });

  it('the heart asks for the next state and shows the state it is given', () => {
    const onFavouriteChange = vi.fn();
    const { rerender } = renderUi(
      <GameCard {...base} favourite={false} onFavouriteChange={onFavouriteChange} />,
    );
    const heart = screen.getByRole('button', { name: 'Favourite: Book of Gold' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(onFavouriteChange).toHaveBeenLastCalledWith(true);
    // The caller owns the state: nothing changes until it says so.
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    rerender(<GameCard {...base} favourite onFavouriteChange={onFavouriteChange} />);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(onFavouriteChange).toHaveBeenLastCalledWith(false);
  });

  it('ignores heart presses while a favourite request is pending, and hides the heart without state', () => {
    const onFavouriteChange = vi.fn();
    const { unmount } = renderUi(
      <GameCard {...base} favourite favouritePending onFavouriteChange={onFavouriteChange} />,
    );
    const heart = screen.getByRole('button', { name: 'Favourite: Book of Gold' });
    expect(heart.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(heart);
    expect(onFavouriteChange).not.toHaveBeenCalled();
    unmount();
    renderUi(<GameCard {...base} />);
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
  });

  it('tabIndex -1 takes every focusable part out of the tab order (roving tabindex)', () => {
    const { container } = renderUi(
      <GameCard
        {...base}
        tabIndex={-1}
        link={{ href: '#g' }}
        play={{ href: '#p' }}
        demo={{ onClick: () => {} }}
        favourite={false}
      />,
    );
    const focusable = container.querySelectorAll('a, button');
    expect(focusable).toHaveLength(4);
    for (const element of focusable) expect(element.getAttribute('tabindex')).toBe('-1');
    expect(container.querySelectorAll('[data-game-card-primary]')).toHaveLength(1);
  });

  it('the skeleton keeps the thumbnail ratio and is hidden from assistive technology', () => {
    const { container } = renderUi(<GameCardSkeleton />);
    const skeleton = container.querySelector('[data-part="game-card-skeleton"]') as HTMLElement;
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect((skeleton.querySelector('[data-part="media"]') as HTMLElement).style.aspectRatio).toBe(
      '300 / 400',
    );
  });
});
