DROP INDEX "events_listed_starts_idx";--> statement-breakpoint
CREATE INDEX "events_published_starts_idx" ON "events" USING btree ("starts_at","id","ends_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "events_listed_starts_idx" ON "events" USING btree ("starts_at","id","ends_at") WHERE status in ('published', 'finished');