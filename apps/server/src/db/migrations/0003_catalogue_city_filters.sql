CREATE INDEX "companies_city_idx" ON "companies" USING btree (f_unaccent(lower(city)));--> statement-breakpoint
CREATE INDEX "events_city_idx" ON "events" USING btree (f_unaccent(lower(city)),"starts_at");--> statement-breakpoint
CREATE INDEX "venues_city_idx" ON "venues" USING btree (f_unaccent(lower(city)));