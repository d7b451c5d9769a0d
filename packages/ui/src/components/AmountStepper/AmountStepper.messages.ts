import { defineMessage, defineMessages } from 'react-intl';

export const amountStepperMessages = defineMessages({
  amount: { id: 'ui.stepper.amount', defaultMessage: 'Amount' },
  increase: { id: 'ui.stepper.increase', defaultMessage: 'Increase amount' },
  decrease: { id: 'ui.stepper.decrease', defaultMessage: 'Decrease amount' },
  reset: { id: 'ui.stepper.reset', defaultMessage: 'Reset' },
  quickAmounts: { id: 'ui.stepper.quickAmounts', defaultMessage: 'Quick amounts' },
  aboveZero: { id: 'ui.stepper.aboveZero', defaultMessage: 'Amount must be above 0' },
  belowMin: defineMessage<{ amount: string }>({
    id: 'ui.stepper.belowMin',
    defaultMessage: 'Minimum amount is {amount}',
  }),
  aboveMax: defineMessage<{ amount: string }>({
    id: 'ui.stepper.aboveMax',
    defaultMessage: 'Maximum amount is {amount}',
  }),
});
