-- Global search's trigram indexes read ch_grams(search_text): the folded text with the
-- punctuation of document numbers ('/', '-', '.', ':', '#') turned into upper-case letters.
-- pg_trgm treats punctuation as a word break, so a search such as "2025/" was looked up as the
-- trigrams of "2025" alone and rechecked against every row naming the year; as letters they stay
-- in the trigrams and the index finds only rows that hold "2025/". Folded text is lower case, so
-- the letters chosen never occur in it and the mapping is one to one: a LIKE on ch_grams() of
-- both sides matches exactly the rows the same LIKE on the folded text matches.
CREATE OR REPLACE FUNCTION ch_grams(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(t, '/-.:#', 'WKYQX') $$;
