// Every word of the onboarding tour (tour.*).
import { defineMessage, defineMessages } from 'react-intl';

export const tourMessages = defineMessages({
  label: { id: 'tour.label', defaultMessage: 'Welcome tour' },
  progress: defineMessage<{ step: number; steps: number }>({
    id: 'tour.progress',
    defaultMessage: 'Step {step} of {steps}',
  }),
  next: { id: 'tour.next', defaultMessage: 'Next' },
  previous: { id: 'tour.previous', defaultMessage: 'Previous' },
  skip: { id: 'tour.skip', defaultMessage: 'Skip tour' },
  finish: { id: 'tour.finish', defaultMessage: 'Finish' },
  close: { id: 'tour.close', defaultMessage: 'Close tour' },
  lobbyTitle: { id: 'tour.lobby.title', defaultMessage: 'The lobby' },
  lobbyBody: {
    id: 'tour.lobby.body',
    defaultMessage: 'Find slots and live tables here. Every game opens from the lobby.',
  },
  rewardsTitle: { id: 'tour.rewards.title', defaultMessage: 'Rewards' },
  rewardsBody: {
    id: 'tour.rewards.body',
    defaultMessage: 'Promotions, free spins, cashback and the VIP club: see what you can claim today.',
  },
  cashierTitle: { id: 'tour.cashier.title', defaultMessage: 'Your balance and the cashier' },
  cashierBody: {
    id: 'tour.cashier.body',
    defaultMessage: 'Deposit and withdraw here. Your balance is always shown at the top.',
  },
  restart: { id: 'tour.restart', defaultMessage: 'Take the welcome tour again' },
});
