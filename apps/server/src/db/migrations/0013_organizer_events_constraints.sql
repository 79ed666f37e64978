ALTER TABLE "events" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', f_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple', f_unaccent(coalesce(coalesce(summary, '') || ' ' || coalesce(city, ''), ''))), 'B') || setweight(to_tsvector('simple', f_unaccent(coalesce(regexp_replace(description, '<[^>]*>', ' ', 'g'), ''))), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "participations" ALTER COLUMN "uid" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "participations" DROP COLUMN "stand";--> statement-breakpoint
-- Dropping the column dropped its index; drizzle-kit does not recreate it, so it is written here.
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");
