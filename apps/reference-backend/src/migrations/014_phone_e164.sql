-- Issue 32, targeted lockout: phones were unique as a (code, number) pair but matched at login as
-- one string, so +3 / 5621234567 and +356 / 21234567 were two accounts with one login name. The
-- full number in E.164 (+ country code + national number, written from the pair on every change)
-- is what is unique and what a login matches.
ALTER TABLE users ADD COLUMN phone_e164 text GENERATED ALWAYS AS (
  CASE WHEN phone IS NULL OR phone = '' OR phone_code IS NULL THEN NULL
  ELSE '+' || ltrim(phone_code, '+') || phone END
) STORED;
CREATE UNIQUE INDEX users_phone_e164 ON users (phone_e164) WHERE phone_e164 IS NOT NULL;
