// The modals' titles on their own: the registry (every page) needs them, the bodies load later.
import { defineMessages } from 'react-intl';

export const rgModalTitles = defineMessages({
  sessionTime: { id: 'rg.sessionTime.title', defaultMessage: 'Session time limit' },
  realityCheck: { id: 'rg.reality.title', defaultMessage: 'Reality check' },
  bonusBetLimit: { id: 'rg.bonusBreach.title', defaultMessage: 'Oops, Bonus Bet Limit Breach' },
  spinRefused: { id: 'rg.spinRefused.title', defaultMessage: 'Bet not placed' },
});
