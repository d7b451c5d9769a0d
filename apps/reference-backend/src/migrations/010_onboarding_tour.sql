-- The onboarding tour (issue 15) is shown once per player, on every device they use: when they
-- closed, skipped or finished it. NULL = not seen yet (or restarted from the profile).
ALTER TABLE users ADD COLUMN onboarding_tour_seen_at timestamptz;
