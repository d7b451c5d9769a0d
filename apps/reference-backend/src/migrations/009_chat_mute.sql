-- Live chat moderation (issue 17): a muted player reads the chat but cannot write until then.
ALTER TABLE users ADD COLUMN chat_muted_until timestamptz;
