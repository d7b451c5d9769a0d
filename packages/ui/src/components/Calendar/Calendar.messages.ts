import { defineMessage, defineMessages } from 'react-intl';

export const calendarMessages = defineMessages({
  opened: { id: 'ui.calendar.opened', defaultMessage: 'Opened' },
  today: { id: 'ui.calendar.today', defaultMessage: 'Today' },
  more: { id: 'ui.calendar.more', defaultMessage: 'More' },
  moreAbout: defineMessage<{ title: string }>({
    id: 'ui.calendar.moreAbout',
    defaultMessage: 'More about {title}',
  }),
  noBonus: { id: 'ui.calendar.noBonus', defaultMessage: 'No bonus' },
  bonusCalendar: { id: 'ui.calendar.bonusCalendar', defaultMessage: 'Bonus calendar' },
  rakebackCalendar: { id: 'ui.calendar.rakebackCalendar', defaultMessage: 'Rakeback calendar' },
  claimed: { id: 'ui.rakeback.claimed', defaultMessage: 'Claimed' },
  notClaimed: { id: 'ui.rakeback.notClaimed', defaultMessage: 'Not claimed' },
  claim: { id: 'ui.rakeback.claim', defaultMessage: 'Claim' },
  claimAmount: defineMessage<{ amount: string }>({
    id: 'ui.rakeback.claimAmount',
    defaultMessage: 'Claim {amount}',
  }),
  claimable: { id: 'ui.rakeback.claimable', defaultMessage: 'Ready to claim' },
  bonus: { id: 'ui.calendar.bonus', defaultMessage: 'Bonus' },
  locked: { id: 'ui.rakeback.locked', defaultMessage: 'Available later' },
  playToEarn: { id: 'ui.rakeback.playToEarn', defaultMessage: 'Play to Earn' },
  viewAll: { id: 'ui.calendar.viewAll', defaultMessage: 'View all' },
  demo: { id: 'ui.rakeback.demo', defaultMessage: 'Demo: log in to claim your rakeback' },
});
