// The balance breakdown's words: in its own chunk with it, not in every page's first load.
import { defineMessage, defineMessages } from 'react-intl';

export const balanceMessages = defineMessages({
  breakdown: { id: 'shell.balance.breakdown', defaultMessage: 'Balance breakdown' },
  cash: { id: 'shell.balance.cash', defaultMessage: 'Cash' },
  bonus: { id: 'shell.balance.bonus', defaultMessage: 'Bonus' },
  withdrawable: { id: 'shell.balance.withdrawable', defaultMessage: 'Withdrawable now' },
  wagerLeft: defineMessage<{ bonus: string }>({
    id: 'shell.balance.wagerLeft',
    defaultMessage: 'Wagering left on {bonus}',
  }),
});
