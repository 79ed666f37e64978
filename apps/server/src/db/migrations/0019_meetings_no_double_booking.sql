-- No person and no table is ever double-booked (docs/decisions.md "Meetings"), whatever the
-- interleaving of requests, accepts, cancels and expiries: exclusion constraints over time ranges,
-- which drizzle-kit cannot express. btree_gist lets a GiST index compare the ids with "=".
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "meeting_holds" ADD CONSTRAINT "meeting_holds_no_overlap"
  EXCLUDE USING gist ("user_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);
--> statement-breakpoint
ALTER TABLE "meeting_holds" ADD CONSTRAINT "meeting_holds_time_order" CHECK ("starts_at" < "ends_at");
--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_table_no_overlap"
  EXCLUDE USING gist ("event_id" WITH =, "table_number" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" = 'accepted' AND "table_number" IS NOT NULL);
