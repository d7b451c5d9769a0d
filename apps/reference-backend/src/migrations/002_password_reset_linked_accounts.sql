-- Forgotten password: single-use, expiring reset tokens (only their hash is stored).
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user ON password_resets (user_id);

-- Linked sign-up (spec 3 linkAccount / linkedAccountUuid): the partner account an account was
-- created from; one account per linked account and brand.
ALTER TABLE users ADD COLUMN linked_account_uuid text;
CREATE UNIQUE INDEX users_linked_account ON users (brand, linked_account_uuid) WHERE linked_account_uuid IS NOT NULL;
