-- Identities resolve one account: e-mails are unique whatever their case, and so is a phone
-- (code + number); the old UNIQUE (email) only compared exact strings.
CREATE UNIQUE INDEX users_email_lower ON users (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX users_phone ON users (phone_code, phone) WHERE phone IS NOT NULL;

-- Sliding idle timeout: the last time the session was used (brand setting inactivitySessionTimeout).
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
UPDATE sessions SET last_seen_at = created_at;

-- A game session belongs to the player session that launched it and expires.
ALTER TABLE game_sessions ADD COLUMN player_token_hash text;
ALTER TABLE game_sessions ADD COLUMN expires_at timestamptz;

-- send-credentials: open for a short while after a 1-click sign-up, once.
ALTER TABLE users ADD COLUMN credentials_until timestamptz;
