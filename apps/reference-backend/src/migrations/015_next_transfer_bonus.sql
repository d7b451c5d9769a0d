-- Issue 35: a crypto top-up has no amount at the cashier, so the player picks the deposit bonus for
-- the next transfer to their address ahead of it; the choice is kept on the account and the
-- transfer that arrives uses it up (granted, or refused with its spec 8 code on the deposit).
ALTER TABLE users ADD COLUMN next_transfer_bonus_id int REFERENCES bonuses (id);

-- One row per transfer seen on a network: a transfer reported twice is credited once.
CREATE TABLE crypto_transfers (
  network text NOT NULL,
  tx_hash text NOT NULL,
  user_id int NOT NULL REFERENCES users (id),
  transaction_id int NOT NULL REFERENCES transactions (id),
  PRIMARY KEY (network, tx_hash)
);
