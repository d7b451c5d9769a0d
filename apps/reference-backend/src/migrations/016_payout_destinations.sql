-- Issue 35: each payout method declares where it pays to (scheme per country and currency, see
-- payout-destinations.ts), and a withdrawal keeps the destination the player gave (whole, for the
-- payout; the player's views show it masked, so it is not in details, which they see raw).
ALTER TABLE payment_methods ADD COLUMN payout_destinations jsonb NOT NULL DEFAULT '[]';
ALTER TABLE transactions ADD COLUMN payout_destination jsonb;
