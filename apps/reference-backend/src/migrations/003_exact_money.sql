-- Money integrity (issue 12): rakeback paid once per player and day, idempotent money movements.

-- One paid rakeback per player and day, whichever bonus row it was recorded on.
CREATE UNIQUE INDEX rakeback_days_paid_once ON rakeback_days (user_id, claim_date) WHERE paid_at IS NOT NULL;

-- Idempotency-Key of deposit and withdraw/confirm: a key (per player and call) is used once; a
-- repeat answers the stored outcome of the first request instead of moving money again.
CREATE TABLE idempotency_keys (
  user_id int NOT NULL REFERENCES users (id),
  route text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, route, key)
);

-- Exact money: every balance, movement, stake, win and wagering amount is numeric (no binary
-- floating point). Scale 8 holds crypto; amounts are rounded to the currency's own decimals
-- (currencies.decimals: 2 for fiat) by the code before they are stored.
ALTER TABLE wallets ALTER COLUMN balance TYPE numeric(30, 8), ALTER COLUMN bonus_balance TYPE numeric(30, 8);
ALTER TABLE transactions ALTER COLUMN amount TYPE numeric(30, 8), ALTER COLUMN fee TYPE numeric(30, 8);
ALTER TABLE bets ALTER COLUMN amount TYPE numeric(30, 8), ALTER COLUMN win TYPE numeric(30, 8);
ALTER TABLE user_bonuses
  ALTER COLUMN bonus_amount TYPE numeric(30, 8),
  ALTER COLUMN deposit_amount TYPE numeric(30, 8),
  ALTER COLUMN wager_required TYPE numeric(30, 8),
  ALTER COLUMN wagered TYPE numeric(30, 8),
  ALTER COLUMN converted_amount TYPE numeric(30, 8);
ALTER TABLE users
  ALTER COLUMN total_deposit TYPE numeric(30, 8),
  ALTER COLUMN total_spend TYPE numeric(30, 8),
  ALTER COLUMN deposit_wager_left TYPE numeric(30, 8);
ALTER TABLE rakeback_days ALTER COLUMN amount TYPE numeric(30, 8);
ALTER TABLE game_sessions ALTER COLUMN demo_balance TYPE numeric(30, 8);
