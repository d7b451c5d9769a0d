-- Reference casino back end: initial schema. Plain SQL that runs on PGlite and PostgreSQL.
-- Money is double precision (demo data; 8 decimals are enough for crypto); dates of the
-- rakeback calendar are text (YYYY-MM-DD) so no driver shifts them by a time zone.

CREATE TABLE brand_settings (
  brand text NOT NULL,
  key text NOT NULL,
  value jsonb NOT NULL,
  PRIMARY KEY (brand, key)
);

CREATE TABLE brand_scripts (
  id serial PRIMARY KEY,
  brand text NOT NULL,
  key text NOT NULL,
  audience text NOT NULL CHECK (audience IN ('all', 'auth', 'depositors')),
  head text,
  body_start text,
  body_end text,
  sort int NOT NULL DEFAULT 0,
  UNIQUE (brand, key)
);

CREATE TABLE countries (
  country_id int NOT NULL UNIQUE,
  code text PRIMARY KEY,
  name text NOT NULL,
  phone_code text NOT NULL,
  flag text NOT NULL,
  currency_code text
);

CREATE TABLE currencies (
  code text PRIMARY KEY,
  name text NOT NULL,
  symbol text NOT NULL,
  is_crypto boolean NOT NULL DEFAULT false,
  decimals int NOT NULL DEFAULT 2
);

CREATE TABLE providers (
  id int PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE categories (
  id int PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  sort int NOT NULL
);

CREATE TABLE games (
  id int PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  provider_id int NOT NULL REFERENCES providers (id),
  category text NOT NULL,
  tags jsonb NOT NULL DEFAULT '[]',
  rtp double precision NOT NULL,
  max_multiplier double precision NOT NULL,
  min_bet double precision NOT NULL,
  max_bet double precision NOT NULL,
  sort int NOT NULL,
  release_date text NOT NULL,
  has_demo boolean NOT NULL DEFAULT true,
  bonus_eligible boolean NOT NULL DEFAULT true,
  restricted_countries jsonb NOT NULL DEFAULT '[]',
  color1 text NOT NULL,
  color2 text NOT NULL,
  symbol text NOT NULL
);
CREATE INDEX games_category_sort ON games (category, sort DESC);
CREATE INDEX games_provider ON games (provider_id);

CREATE TABLE payment_methods (
  id int PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL,
  raw_title text NOT NULL,
  description text NOT NULL,
  thumbnail_url text NOT NULL,
  sort int NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  hidden boolean NOT NULL DEFAULT false,
  deposit_exist boolean NOT NULL DEFAULT true,
  withdrawal_exist boolean NOT NULL DEFAULT true,
  allowed_countries jsonb NOT NULL DEFAULT '[]',
  restricted_countries jsonb NOT NULL DEFAULT '[]',
  tag_restricted_countries jsonb NOT NULL DEFAULT '{}',
  allowed_currencies jsonb NOT NULL DEFAULT '[]',
  restricted_currencies jsonb NOT NULL DEFAULT '[]',
  allow_emails jsonb NOT NULL DEFAULT '[]',
  allow_tags jsonb NOT NULL DEFAULT '[]',
  payment_method text NOT NULL,
  is_card_form boolean NOT NULL DEFAULT false,
  is_crypto boolean NOT NULL DEFAULT false,
  networks jsonb NOT NULL DEFAULT '[]',
  min_amount double precision NOT NULL,
  max_amount double precision NOT NULL,
  fee_percent double precision NOT NULL DEFAULT 0,
  requires_phone boolean NOT NULL DEFAULT false,
  requires_email_verification boolean NOT NULL DEFAULT false
);

CREATE TABLE bonuses (
  id int PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('deposit', 'freespins', 'no_deposit', 'instant_cashback')),
  description text NOT NULL,
  banner jsonb NOT NULL,
  is_deposit boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  sort int NOT NULL DEFAULT 0,
  deposit_bonus_percent double precision,
  max_bonus_threshold double precision,
  bonus_amount double precision,
  free_spins_quantity int,
  game_id int,
  max_win double precision,
  min_balance double precision,
  min_deposit double precision,
  wagering_multiplier double precision NOT NULL DEFAULT 0,
  wagering_type text NOT NULL DEFAULT 'REAL_MONEY_ONLY' CHECK (wagering_type IN ('REAL_TO_FUN', 'REAL_MONEY_ONLY')),
  days_valid int NOT NULL DEFAULT 7,
  valid_on_days jsonb,
  start_at timestamptz,
  end_at timestamptz,
  max_participants int,
  registration_window_days int,
  deposits_number int,
  calendar_weekday int,
  requires_email_verification boolean NOT NULL DEFAULT false,
  fraud_sensitive boolean NOT NULL DEFAULT false,
  rakeback_percent double precision
);

CREATE TABLE vip_levels (
  level int PRIMARY KEY,
  name text NOT NULL,
  min_points int NOT NULL,
  rakeback_percent double precision NOT NULL,
  accumulator_percent double precision NOT NULL,
  perks jsonb NOT NULL DEFAULT '[]'
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  uuid text NOT NULL UNIQUE,
  email text UNIQUE,
  username text NOT NULL UNIQUE,
  phone_code text,
  phone text,
  password_hash text NOT NULL,
  first_name text,
  last_name text,
  date_of_birth text,
  gender text NOT NULL DEFAULT 'Not to say',
  country_code text,
  city text,
  address text,
  zip_code text,
  nickname text,
  kyc_status text NOT NULL DEFAULT 'NOT_STARTED',
  currency_code text NOT NULL,
  tags jsonb NOT NULL DEFAULT '[]',
  is_email_verified boolean NOT NULL DEFAULT false,
  email_verification_token text,
  locale text NOT NULL DEFAULT 'en',
  cpnc text,
  mkt text,
  brand text,
  loyalty_level int NOT NULL DEFAULT 1,
  loyalty_points int NOT NULL DEFAULT 0,
  referral_code text NOT NULL UNIQUE,
  referred_by int,
  deposit_count int NOT NULL DEFAULT 0,
  total_deposit double precision NOT NULL DEFAULT 0,
  total_spend double precision NOT NULL DEFAULT 0,
  deposit_wager_left double precision NOT NULL DEFAULT 0,
  monthly_limit double precision,
  self_exclusion_permanent boolean NOT NULL DEFAULT false,
  self_exclusion_until timestamptz,
  frozen_until timestamptz,
  session_time_limit_minutes int,
  bet_limit_changed_at timestamptz,
  ghost_mode boolean NOT NULL DEFAULT false,
  statistics_public boolean NOT NULL DEFAULT true,
  chat_settings jsonb NOT NULL DEFAULT '{"nameColor": "#7fb2ff", "appearance": "dark", "fontSize": 14}',
  accumulator_claimed_at timestamptz,
  is_fraud_flagged boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);

CREATE TABLE wallets (
  user_id int NOT NULL REFERENCES users (id),
  currency_code text NOT NULL,
  balance double precision NOT NULL DEFAULT 0 CHECK (balance >= 0),
  bonus_balance double precision NOT NULL DEFAULT 0 CHECK (bonus_balance >= 0),
  is_primary boolean NOT NULL DEFAULT true,
  PRIMARY KEY (user_id, currency_code)
);

CREATE TABLE crypto_addresses (
  user_id int NOT NULL REFERENCES users (id),
  currency_code text NOT NULL,
  network text NOT NULL,
  address text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, currency_code, network)
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoke_reason text,
  ip text,
  location text
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE transactions (
  id serial PRIMARY KEY,
  uuid text NOT NULL UNIQUE,
  user_id int NOT NULL REFERENCES users (id),
  type text NOT NULL,
  status text NOT NULL CHECK (status IN ('processed', 'pending', 'rejected', 'confirmed', 'cancelled', 'completed', 'failed', 'processing')),
  amount double precision NOT NULL,
  fee double precision NOT NULL DEFAULT 0,
  currency_code text NOT NULL,
  payment_method_id int,
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX transactions_user ON transactions (user_id, created_at DESC);

CREATE TABLE user_bonuses (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id),
  bonus_id int NOT NULL REFERENCES bonuses (id),
  status text NOT NULL CHECK (status IN ('active', 'completed', 'cancelled', 'expired', 'forfeited')),
  bonus_amount double precision NOT NULL DEFAULT 0,
  deposit_amount double precision NOT NULL DEFAULT 0,
  wager_required double precision NOT NULL DEFAULT 0,
  wagered double precision NOT NULL DEFAULT 0,
  free_spins_total int NOT NULL DEFAULT 0,
  free_spins_left int NOT NULL DEFAULT 0,
  converted_amount double precision NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
-- One active bonus of a kind per player, enforced by the database as well as by the code.
CREATE TABLE user_active_bonus_slots (
  user_id int NOT NULL REFERENCES users (id),
  slot text NOT NULL CHECK (slot IN ('bonus', 'freespins')),
  user_bonus_id int NOT NULL REFERENCES user_bonuses (id),
  PRIMARY KEY (user_id, slot)
);

CREATE TABLE rakeback_days (
  user_id int NOT NULL REFERENCES users (id),
  bonus_id int NOT NULL REFERENCES bonuses (id),
  claim_date text NOT NULL,
  amount double precision NOT NULL DEFAULT 0,
  paid_at timestamptz,
  PRIMARY KEY (user_id, bonus_id, claim_date)
);

CREATE TABLE coupons (
  code text PRIMARY KEY,
  bonus_id int REFERENCES bonuses (id),
  amount double precision NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true
);
CREATE TABLE coupon_redemptions (
  code text NOT NULL REFERENCES coupons (code),
  user_id int NOT NULL REFERENCES users (id),
  redeemed_at timestamptz NOT NULL,
  PRIMARY KEY (code, user_id)
);

CREATE TABLE limits (
  user_id int NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('deposit', 'loss', 'bet', 'maxBet')),
  period int NOT NULL,
  amount double precision NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, type, period)
);

CREATE TABLE favourites (
  user_id int NOT NULL REFERENCES users (id),
  game_id int NOT NULL REFERENCES games (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, game_id)
);

CREATE TABLE recent_games (
  user_id int NOT NULL REFERENCES users (id),
  game_id int NOT NULL REFERENCES games (id),
  played_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, game_id)
);

CREATE TABLE game_sessions (
  id text PRIMARY KEY,
  user_id int REFERENCES users (id),
  game_id int NOT NULL REFERENCES games (id),
  demo boolean NOT NULL,
  currency_code text NOT NULL,
  demo_balance double precision NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL
);

CREATE TABLE bets (
  id serial PRIMARY KEY,
  user_id int REFERENCES users (id),
  nickname text NOT NULL,
  game_id int NOT NULL REFERENCES games (id),
  amount double precision NOT NULL,
  win double precision NOT NULL,
  multiplier double precision NOT NULL,
  currency_code text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX bets_created ON bets (created_at DESC);
CREATE INDEX bets_user ON bets (user_id, created_at DESC);

CREATE TABLE document_labels (
  id int PRIMARY KEY,
  type text NOT NULL UNIQUE,
  label text NOT NULL,
  description text NOT NULL,
  sort int NOT NULL
);

CREATE TABLE documents (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id),
  label_id int NOT NULL REFERENCES document_labels (id),
  status text NOT NULL CHECK (status IN ('confirmed', 'rejected', 'requested', 'pending')),
  file_name text,
  mime_type text,
  size int,
  content bytea,
  comment text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE tournaments (
  id int PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('tournament', 'race')),
  name text NOT NULL,
  description text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  prize_pool double precision NOT NULL,
  currency_code text NOT NULL,
  min_bet double precision NOT NULL,
  game_ids jsonb NOT NULL,
  prizes jsonb NOT NULL
);

CREATE TABLE tournament_entries (
  tournament_id int NOT NULL REFERENCES tournaments (id),
  player_key text NOT NULL,
  user_id int REFERENCES users (id),
  nickname text NOT NULL,
  score double precision NOT NULL DEFAULT 0,
  PRIMARY KEY (tournament_id, player_key)
);

CREATE TABLE chat_messages (
  id serial PRIMARY KEY,
  room text NOT NULL,
  user_id int REFERENCES users (id),
  nickname text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE events (
  id serial PRIMARY KEY,
  user_id int,
  event text NOT NULL,
  data jsonb,
  mkt text,
  user_device_type text,
  cpnc jsonb,
  created_at timestamptz NOT NULL
);

CREATE TABLE country_blocks (
  ip text NOT NULL,
  country text NOT NULL,
  first_url text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (ip, country, first_url)
);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE three_ds (
  md text PRIMARY KEY,
  transaction_id int NOT NULL REFERENCES transactions (id),
  pa_req text NOT NULL,
  completed_at timestamptz
);
