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
