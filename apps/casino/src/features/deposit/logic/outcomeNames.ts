// The deposit outcomes by name only: the feature's manifest (on every page) needs the list to
// declare one modal per outcome, not the outcomes' words (which would pull all of depositMessages
// into the first load).
export const depositOutcomes = ['failed', 'return', 'decline', 'cancel', 'pending', 'success'] as const;
export type DepositOutcome = (typeof depositOutcomes)[number];

export const outcomeModalName = (outcome: DepositOutcome): `deposit-${DepositOutcome}` =>
  `deposit-${outcome}`;
