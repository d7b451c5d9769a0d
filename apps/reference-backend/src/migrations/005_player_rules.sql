-- Server-side player rules (issue 12): limit cooling-off, private statistics by default.

-- A loosened deposit or loss limit, or a removed or raised session time limit, waits here until
-- effective_at (the brand's limitCoolingOffHours); tightening applies at once and cancels it.
-- type 'session' is the session time limit in minutes (period -1); amount NULL removes the limit.
CREATE TABLE pending_limit_changes (
  user_id int NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('deposit', 'loss', 'session')),
  period int NOT NULL,
  amount numeric,
  requested_at timestamptz NOT NULL,
  effective_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, type, period)
);

-- The earliest effective_at of the player's pending changes: the session lookup, which reads the
-- user row anyway, applies due changes without an extra query on every request.
ALTER TABLE users ADD COLUMN limit_change_due_at timestamptz;

-- Statistics are private until the player makes them public.
ALTER TABLE users ALTER COLUMN statistics_public SET DEFAULT false;
UPDATE users SET statistics_public = false;
