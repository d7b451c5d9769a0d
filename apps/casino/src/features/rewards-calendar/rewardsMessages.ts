import { defineMessage, defineMessages } from 'react-intl';

export const rakebackMessages = defineMessages({
  pageTitle: { id: 'rakeback.page.title', defaultMessage: 'Cashback' },
  intro: {
    id: 'rakeback.page.intro',
    defaultMessage:
      'Part of what you play comes back every day. Claim today’s and yesterday’s rakeback here.',
  },
  loading: { id: 'rakeback.loading', defaultMessage: 'Loading your rakeback calendar' },
  loadFailed: { id: 'rakeback.loadFailed', defaultMessage: 'Your rakeback calendar could not be loaded.' },
  demo: {
    id: 'rakeback.demo',
    defaultMessage: 'This is a demo calendar. Log in to see and claim your own rakeback.',
  },
  logIn: { id: 'rakeback.logIn', defaultMessage: 'Log in' },
  claimTitle: { id: 'rakeback.claim.title', defaultMessage: 'Rakeback claimed' },
  claimText: defineMessage<{ amount: string; currency: string }>({
    id: 'rakeback.claim.text',
    defaultMessage: '{amount} ({currency}) has been added to your balance.',
  }),
  errorTitle: { id: 'rakeback.error.claim.title', defaultMessage: 'Rakeback not claimed' },
  errorText: {
    id: 'rakeback.error.claim.text',
    defaultMessage:
      'This rakeback could not be claimed. It may have been claimed already or there is nothing to claim.',
  },
  ok: { id: 'rakeback.claim.ok', defaultMessage: 'OK' },
  unavailable: { id: 'rakeback.unavailable', defaultMessage: 'The rakeback calendar is not available.' },
});

export const bonusCalendarMessages = defineMessages({
  loading: { id: 'rewards.bonusCalendar.loading', defaultMessage: 'Loading the bonus calendar' },
  loadFailed: {
    id: 'rewards.bonusCalendar.loadFailed',
    defaultMessage: 'The bonus calendar could not be loaded.',
  },
  open: { id: 'rewards.bonusCalendar.open', defaultMessage: 'Bonus calendar' },
});

export const accumulatorMessages = defineMessages({
  title: { id: 'rewards.accumulator.title', defaultMessage: 'Accumulator' },
  cardTitle: { id: 'rewards.accumulator.cardTitle', defaultMessage: 'Daily accumulator' },
  rewards: { id: 'rewards.accumulator.rewards', defaultMessage: 'Rewards' },
  soFar: { id: 'rewards.accumulator.soFar', defaultMessage: 'Collected today' },
  claimInLabel: { id: 'rewards.accumulator.claimInLabel', defaultMessage: 'Claim in' },
  nextPayoutLabel: { id: 'rewards.accumulator.nextPayoutLabel', defaultMessage: 'Next payout in' },
  claim: { id: 'rewards.accumulator.claim', defaultMessage: 'Claim' },
  claimAmount: defineMessage<{ amount: string }>({
    id: 'rewards.accumulator.claimAmount',
    defaultMessage: 'Claim {amount}',
  }),
  tooltip: {
    id: 'rewards.accumulator.tooltip',
    defaultMessage: 'A share of what you play today is collected here. It pays out every half hour.',
  },
  about: { id: 'rewards.accumulator.about', defaultMessage: 'About the accumulator' },
  depositRequired: { id: 'rewards.accumulator.depositRequired', defaultMessage: 'Deposit Required' },
  depositRequiredText: {
    id: 'rewards.accumulator.depositRequiredText',
    defaultMessage: 'The accumulator starts collecting after your first deposit.',
  },
  claimed: defineMessage<{ amount: string }>({
    id: 'rewards.accumulator.claimed',
    defaultMessage: '{amount} added to your balance.',
  }),
  claimFailed: { id: 'rewards.accumulator.claimFailed', defaultMessage: 'Nothing could be claimed yet.' },
});
