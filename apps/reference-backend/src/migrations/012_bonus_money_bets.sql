-- Issue 32: a bet staked with bonus money (or a free spin, whose win is bonus money) is not the
-- player's own money: it earns no accumulator (ngr is real stakes less real wins) and no rakeback.
ALTER TABLE bets ADD COLUMN from_bonus boolean NOT NULL DEFAULT false;
