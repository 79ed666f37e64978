CREATE TABLE "event_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"event_id" bigint NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by_id" bigint,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_invitations_uid_unique" UNIQUE("uid"),
	CONSTRAINT "event_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "exhibitors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"event_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"stand" text,
	"applied_by_id" bigint,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitors_uid_unique" UNIQUE("uid"),
	CONSTRAINT "exhibitors_event_company_unique" UNIQUE("event_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "event_page_views" (
	"event_id" bigint NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_page_views_event_id_day_pk" PRIMARY KEY("event_id","day")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "approval" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "created_by_id" bigint;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "uid" text;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "exhibitor_id" bigint;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "decided_by_id" bigint;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD CONSTRAINT "exhibitors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD CONSTRAINT "exhibitors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD CONSTRAINT "exhibitors_applied_by_id_users_id_fk" FOREIGN KEY ("applied_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD CONSTRAINT "exhibitors_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_page_views" ADD CONSTRAINT "event_page_views_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_invitations_event_idx" ON "event_invitations" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_invitations_email_idx" ON "event_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "event_invitations_open_email_idx" ON "event_invitations" USING btree ("event_id",lower("email")) WHERE "event_invitations"."accepted_at" IS NULL AND "event_invitations"."revoked_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitors_event_stand_idx" ON "exhibitors" USING btree ("event_id",lower("stand")) WHERE "exhibitors"."stand" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "exhibitors_event_status_idx" ON "exhibitors" USING btree ("event_id","status","created_at");--> statement-breakpoint
CREATE INDEX "exhibitors_company_idx" ON "exhibitors" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participations_exhibitor_idx" ON "participations" USING btree ("exhibitor_id");--> statement-breakpoint
CREATE INDEX "participations_user_idx" ON "participations" USING btree ("user_id","status");--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_uid_unique" UNIQUE("uid");