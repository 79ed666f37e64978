CREATE TABLE "codes" (
	"code" text PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"parent_code" text,
	"section" text NOT NULL,
	"ancestors" text[] DEFAULT '{}'::text[] NOT NULL,
	"name_en" text NOT NULL,
	"name_pl" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', f_unaccent(coalesce(replace(code, '.', '') || ' ' || code, ''))), 'A') || setweight(to_tsvector('simple', f_unaccent(coalesce(name_en || ' ' || name_pl, ''))), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_codes" (
	"company_id" bigint NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "company_codes_company_id_code_pk" PRIMARY KEY("company_id","code")
);
--> statement-breakpoint
CREATE TABLE "event_codes" (
	"event_id" bigint NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "event_codes_event_id_code_pk" PRIMARY KEY("event_id","code")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"slug" text NOT NULL,
	"organizer_id" bigint NOT NULL,
	"venue_id" bigint,
	"online_url" text,
	"city" text,
	"country_id" integer,
	"title" text NOT NULL,
	"summary" text,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"cover_image" text,
	"registration_opens_at" timestamp with time zone,
	"registration_closes_at" timestamp with time zone,
	"meeting_slot_minutes" smallint DEFAULT 30 NOT NULL,
	"meeting_day_start" time DEFAULT '09:00' NOT NULL,
	"meeting_day_end" time DEFAULT '17:00' NOT NULL,
	"meeting_tables" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', f_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple', f_unaccent(coalesce(coalesce(summary, '') || ' ' || coalesce(city, ''), ''))), 'B') || setweight(to_tsvector('simple', f_unaccent(coalesce(description, ''))), 'C')) STORED NOT NULL,
	CONSTRAINT "events_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "participations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"company_id" bigint,
	"role" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"stand" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participations_event_user_unique" UNIQUE("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "offer_codes" (
	"offer_id" bigint NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "offer_codes_offer_id_code_pk" PRIMARY KEY("offer_id","code")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"company_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"target_country_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"valid_until" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', f_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple', f_unaccent(coalesce(description, ''))), 'C')) STORED NOT NULL,
	CONSTRAINT "offers_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "product_codes" (
	"product_id" bigint NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "product_codes_product_id_code_pk" PRIMARY KEY("product_id","code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" numeric(12, 2),
	"currency" char(3),
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', f_unaccent(coalesce(name, ''))), 'A') || setweight(to_tsvector('simple', f_unaccent(coalesce(description, ''))), 'C')) STORED NOT NULL,
	CONSTRAINT "products_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"slug" text NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"country_id" integer NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"capacity" integer,
	"description" text,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', f_unaccent(coalesce(name, ''))), 'A') || setweight(to_tsvector('simple', f_unaccent(coalesce(city, ''))), 'B') || setweight(to_tsvector('simple', f_unaccent(coalesce(address || ' ' || coalesce(description, ''), ''))), 'C')) STORED NOT NULL,
	CONSTRAINT "venues_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', f_unaccent(coalesce(name, ''))), 'A') || setweight(to_tsvector('simple', f_unaccent(coalesce(city, ''))), 'B') || setweight(to_tsvector('simple', f_unaccent(coalesce(description, ''))), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', f_unaccent(coalesce(first_name || ' ' || last_name, ''))), 'A') || setweight(to_tsvector('simple', f_unaccent(coalesce(job_title, ''))), 'B') || setweight(to_tsvector('simple', f_unaccent(coalesce(bio, ''))), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "company_codes" ADD CONSTRAINT "company_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_codes" ADD CONSTRAINT "company_codes_code_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_codes" ADD CONSTRAINT "event_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_codes" ADD CONSTRAINT "event_codes_code_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_id_companies_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_code_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_codes" ADD CONSTRAINT "product_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_codes" ADD CONSTRAINT "product_codes_code_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codes_parent_idx" ON "codes" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "codes_ancestors_idx" ON "codes" USING gin ("ancestors");--> statement-breakpoint
CREATE INDEX "codes_search_idx" ON "codes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "codes_trgm_idx" ON "codes" USING gin (f_unaccent(lower(name_en || ' ' || name_pl)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_codes_code_idx" ON "company_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "event_codes_code_idx" ON "event_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "events_status_starts_idx" ON "events" USING btree ("status","starts_at","id");--> statement-breakpoint
CREATE INDEX "events_status_ends_idx" ON "events" USING btree ("status","ends_at","id");--> statement-breakpoint
CREATE INDEX "events_organizer_idx" ON "events" USING btree ("organizer_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_venue_idx" ON "events" USING btree ("venue_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_place_idx" ON "events" USING btree ("country_id","city","starts_at");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_trgm_idx" ON "events" USING gin (f_unaccent(lower(title)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "participations_event_idx" ON "participations" USING btree ("event_id","role","status");--> statement-breakpoint
CREATE INDEX "participations_company_idx" ON "participations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "offer_codes_code_idx" ON "offer_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "offers_company_idx" ON "offers" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "offers_status_valid_idx" ON "offers" USING btree ("status","valid_until");--> statement-breakpoint
CREATE INDEX "offers_search_idx" ON "offers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_codes_code_idx" ON "product_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "venues_company_idx" ON "venues" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "venues_country_city_idx" ON "venues" USING btree ("country_id","city");--> statement-breakpoint
CREATE INDEX "venues_search_idx" ON "venues" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "venues_trgm_idx" ON "venues" USING gin (f_unaccent(lower(name || ' ' || city)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_organizer_idx" ON "companies" USING btree ("is_organizer","name");--> statement-breakpoint
CREATE INDEX "companies_country_city_idx" ON "companies" USING btree ("country_id","city");--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "companies_trgm_idx" ON "companies" USING gin (f_unaccent(lower(name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_public_search_idx" ON "users" USING gin ("search_vector") WHERE public_profile;