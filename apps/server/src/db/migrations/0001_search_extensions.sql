-- Full-text and typo-tolerant search: unaccented text ("lodz" finds "Łódź") and trigram similarity.
-- Both extensions are "trusted", so a database owner without superuser rights may create them.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); generated columns and index expressions
-- need an IMMUTABLE function, so this wrapper names the dictionary explicitly and promises that.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
