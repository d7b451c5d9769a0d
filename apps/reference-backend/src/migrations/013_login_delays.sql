-- Issue 32, targeted lockout: ten wrong passwords locked an account for 15 minutes, its owner
-- included. Logins now slow down per account instead: each attempt is counted here before the
-- password is checked; past a few, the next attempt must wait a doubling delay (capped).
CREATE TABLE login_delays (
  account text PRIMARY KEY,
  attempts integer NOT NULL,
  next_at timestamptz NOT NULL,
  notified boolean NOT NULL DEFAULT false
);
