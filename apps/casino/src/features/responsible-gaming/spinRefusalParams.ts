// The query parameters the spin-refused modal owns. Its own module: the feature manifest (on
// every first load) needs these names, not the frame-message parsing beside which they grew.
export const spinRefusalParams = ['code', 'bet', 'limit', 'used', 'minBet', 'maxBet', 'msg'] as const;
