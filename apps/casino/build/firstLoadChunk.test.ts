// The build's grouping plan over a small chunk graph shaped like the app's: the entry and the home
// page, the lobby with its own pieces, a game page beside it, and pieces other pages share.
import { describe, expect, it } from 'vitest';
import { type ChunkLike, planFirstLoad } from './firstLoadChunk.ts';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  facade?: string,
): ChunkLike => ({
  type: 'chunk',
  fileName,
  isEntry: fileName === 'index.js',
  imports,
  facadeModuleId: facade ?? null,
  moduleIds,
});

const chunks = [
  chunk('index.js', ['/src/main.tsx', '/src/core/shell.tsx'], ['home.js']),
  chunk('home.js', ['/src/features/home/HomePage.tsx'], [], '/src/features/home/HomePage.tsx'),
  chunk(
    'LobbyPage.js',
    ['/src/features/lobby/LobbyPage.tsx'],
    ['index.js', 'GameTile.js', 'CategoryRow.js', 'EmptyState.js'],
    '/src/features/lobby/LobbyPage.tsx',
  ),
  // A design-system row only the lobby and the game pages use: the area's.
  chunk('CategoryRow.js', ['/packages/ui/CategoryRow.tsx'], ['GameTile.js']),
  chunk('GameTile.js', ['/src/core/games/GameTile.tsx', '/packages/ui/GameCard.tsx']),
  chunk(
    'GamePage.js',
    ['/src/features/games/GamePage.tsx'],
    ['GameTile.js', 'Badge.js'],
    '/src/features/games/GamePage.tsx',
  ),
  // Shared with a page outside the area: the shared group.
  chunk('EmptyState.js', ['/packages/ui/EmptyState.tsx']),
  chunk('Chat.js', ['/src/features/chat/Chat.tsx'], ['EmptyState.js'], '/src/features/chat/Chat.tsx'),
  // Not on the lobby's first visit: in no group.
  chunk('Badge.js', ['/packages/ui/Badge.tsx']),
];

const lobby = {
  name: 'lobby',
  page: '/src/features/lobby/LobbyPage.tsx',
  area: ['/src/features/lobby/', '/src/features/games/', '/src/core/games/'],
};

describe('planFirstLoad', () => {
  it('records the first visit to / and the lobby’s first visit in two groups: its area and what it shares', () => {
    expect(planFirstLoad(chunks, '/src/features/home/HomePage.tsx', [lobby])).toEqual({
      firstLoad: ['/src/core/shell.tsx', '/src/features/home/HomePage.tsx', '/src/main.tsx'],
      groups: [
        {
          name: 'lobby',
          modules: [
            '/packages/ui/CategoryRow.tsx',
            '/packages/ui/GameCard.tsx',
            '/src/core/games/GameTile.tsx',
            '/src/features/lobby/LobbyPage.tsx',
          ],
        },
        { name: 'lobby-shared', modules: ['/packages/ui/EmptyState.tsx'] },
      ],
    });
  });

  it('a piece a page outside the area also imports leaves the area group, with what it imports', () => {
    const withCalendar = [
      ...chunks,
      chunk(
        'Calendar.js',
        ['/src/features/rewards/Calendar.tsx'],
        ['CategoryRow.js'],
        '/src/features/rewards/Calendar.tsx',
      ),
    ];
    const { groups } = planFirstLoad(withCalendar, '/src/features/home/HomePage.tsx', [lobby]);
    expect(groups).toEqual([
      { name: 'lobby', modules: ['/src/features/lobby/LobbyPage.tsx'] },
      {
        name: 'lobby-shared',
        modules: [
          '/packages/ui/CategoryRow.tsx',
          '/packages/ui/EmptyState.tsx',
          '/packages/ui/GameCard.tsx',
          '/src/core/games/GameTile.tsx',
        ],
      },
    ]);
  });

  it('what a shared piece imports is shared too: the two groups never import each other', () => {
    const withSharedHook = chunks.map((entry) =>
      entry.fileName === 'EmptyState.js' ? { ...entry, imports: ['GameTile.js'] } : entry,
    );
    const { groups } = planFirstLoad(withSharedHook, '/src/features/home/HomePage.tsx', [lobby]);
    expect(groups).toEqual([
      { name: 'lobby', modules: ['/packages/ui/CategoryRow.tsx', '/src/features/lobby/LobbyPage.tsx'] },
      {
        name: 'lobby-shared',
        modules: ['/packages/ui/EmptyState.tsx', '/packages/ui/GameCard.tsx', '/src/core/games/GameTile.tsx'],
      },
    ]);
  });

  it('no groups without page groups, or for a page the build does not have', () => {
    expect(planFirstLoad(chunks, '/src/features/home/HomePage.tsx', []).groups).toEqual([]);
    expect(
      planFirstLoad(chunks, '/src/features/home/HomePage.tsx', [{ ...lobby, page: '/src/missing.tsx' }])
        .groups,
    ).toEqual([]);
  });
});
