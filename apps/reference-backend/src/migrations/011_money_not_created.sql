-- Money that must not be created (issue 32).

-- Rakeback is the bonus's rakeback_percent of the day's stakes, or of the day's net losses
-- (stakes − wins), as the bonus says; it was a random amount per day for anybody with a deposit.
ALTER TABLE bonuses ADD COLUMN rakeback_basis text NOT NULL DEFAULT 'stakes'
  CHECK (rakeback_basis IN ('stakes', 'net_losses'));
