import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type SampleGame, sampleGames } from '../../internal/gameFixtures.ts';
import { Button } from '../Button/Button.tsx';
import { carouselWidths } from '../Carousel/Carousel.props.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { GameCard } from '../GameCard/GameCard.tsx';
import type { CategoryRowItemProps, CategoryRowProps } from './CategoryRow.props.ts';
import { CategoryRow } from './CategoryRow.tsx';

const games = sampleGames(10);
const card = (game: SampleGame, props: CategoryRowItemProps) => (
  <GameCard
    loading={props.loading}
    title={game.name}
    provider={game.provider}
    thumbnailSrc={game.thumbnailUrl}
    badges={game.isNew ? ['new'] : []}
    link={{ href: `#game-${game.id}` }}
    play={{ href: `#play-${game.id}` }}
    demo={game.hasDemo ? { href: `#demo-${game.id}` } : undefined}
    favourite={false}
    onFavouriteChange={() => {}}
  />
);
const seeAll = (
  <Button href="#slots" kind="link" size="small">
    See all
  </Button>
);

type Props = CategoryRowProps<SampleGame>;
const meta = {
  title: 'Components/CategoryRow',
  component: CategoryRow as (props: Props) => ReturnType<typeof CategoryRow>,
  args: {
    title: 'Slots',
    seeAll,
    items: games,
    getKey: (game: SampleGame) => game.id,
    renderItem: card,
    width: 1200,
    eager: true,
  },
  argTypes: { width: { control: 'select', options: carouselWidths } },
} satisfies Meta<(props: Props) => ReturnType<typeof CategoryRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Slots' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'See all' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: games[0]?.name })).toBeInTheDocument();
    const images = [...canvasElement.querySelectorAll('img')];
    // The first view (four cards at 1200) loads eagerly, the rest lazily.
    await expect(images.slice(0, 4).every((image) => image.loading === 'eager')).toBe(true);
    await expect(images.slice(4).every((image) => image.loading === 'lazy')).toBe(true);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="game-card-skeleton"]')).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { items: [], empty: <EmptyState title="No games in this category yet" /> },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { width: 360 },
};
