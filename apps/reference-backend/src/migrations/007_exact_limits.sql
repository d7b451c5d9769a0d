-- Exact money, the player's own amounts (issue 12): deposit, loss and bet limits and the monthly
-- winnings limit are numeric like every balance and movement, so a limit is compared with the
-- exact sum of deposits or stakes it caps, never with a binary float.
ALTER TABLE limits ALTER COLUMN amount TYPE numeric(30, 8);
ALTER TABLE users ALTER COLUMN monthly_limit TYPE numeric(30, 8);
