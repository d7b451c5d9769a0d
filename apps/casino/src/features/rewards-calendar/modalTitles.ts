// The modals' titles on their own: the registry (every page) needs them, the bodies do not.
import { defineMessages } from 'react-intl';

export const rewardsModalTitles = defineMessages({
  bonusCalendar: { id: 'rewards.bonusCalendar.title', defaultMessage: 'Bonus calendar' },
  rakeback: { id: 'rakeback.modal.title', defaultMessage: 'Rakeback calendar' },
});
