// What a game card says on behalf of every page that lists games. The id predates core/games and
// stays, so existing translations keep applying.
import { defineMessages } from 'react-intl';

export const gameCardMessages = defineMessages({
  favouriteFailed: {
    id: 'games.favourite.failed',
    defaultMessage: 'Your favourites could not be changed',
  },
});
