-- Money that must not be created (issue 32).

-- A free spin is staked at its bonus's own spin value, decided here and never by the client (the
-- client's bet was the stake: 50 spins of SPINS50 at 100 each). Existing free-spins bonuses get
-- their game's smallest bet.
ALTER TABLE bonuses ADD COLUMN free_spin_value numeric(30, 8);
UPDATE bonuses b SET free_spin_value = coalesce((SELECT g.min_bet FROM games g WHERE g.id = b.game_id), 0.1)
  WHERE b.type = 'freespins';
ALTER TABLE bonuses ADD CONSTRAINT bonuses_free_spin_value CHECK (type <> 'freespins' OR free_spin_value > 0);

-- Rakeback is the bonus's rakeback_percent of the day's stakes, or of the day's net losses
-- (stakes − wins), as the bonus says; it was a random amount per day for anybody with a deposit.
ALTER TABLE bonuses ADD COLUMN rakeback_basis text NOT NULL DEFAULT 'stakes'
  CHECK (rakeback_basis IN ('stakes', 'net_losses'));
