-- The lobby's search and filters over the catalogue (issue 13).
-- casino_fold: lower case without accents, so "Fóx" finds "Fox" and "cafe" finds "Café". Plain SQL
-- (translate), because PGlite and PostgreSQL both run it without an extension (unaccent is not
-- loaded in PGlite by default). IMMUTABLE so it can feed a generated column and an index.
CREATE OR REPLACE FUNCTION casino_fold(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(t,
    'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏĪĮİìíîïīįıŁłÑŃŇñńňÒÓÔÕÖØŌŐòóôõöøōőŘřŚŠŞśšşŤťÙÚÛÜŪŮŰŲùúûüūůűųÝŸýÿŹŻŽźżž',
    'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIIIiiiiiiiLlNNNnnnOOOOOOOOooooooooRrSSSsssTtUUUUUUUUuuuuuuuuYYyyZZZzzz'))
$$;

ALTER TABLE games ADD COLUMN search_name text GENERATED ALWAYS AS (casino_fold(name)) STORED;
ALTER TABLE providers ADD COLUMN search_name text GENERATED ALWAYS AS (casino_fold(name)) STORED;

-- One index per sort order (id breaks ties, so paging is stable and the ORDER BY ... LIMIT walks
-- the index instead of sorting the catalogue), and the range filters.
CREATE INDEX games_popular ON games (sort DESC, id);
CREATE INDEX games_name ON games (name, id);
CREATE INDEX games_release ON games (release_date DESC, id);
CREATE INDEX games_rtp ON games (rtp DESC, id);
CREATE INDEX games_max_multiplier ON games (max_multiplier);
CREATE INDEX games_bets ON games (min_bet, max_bet);
