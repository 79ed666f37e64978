CREATE TABLE "availability_hours" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	CONSTRAINT "availability_hours_weekday" CHECK ("availability_hours"."weekday" BETWEEN 1 AND 7),
	CONSTRAINT "availability_hours_order" CHECK ("availability_hours"."starts_at" < "availability_hours"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "event_unavailable_slots" (
	"event_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_unavailable_slots_event_id_user_id_starts_at_pk" PRIMARY KEY("event_id","user_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "meeting_holds" (
	"meeting_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_holds_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"event_id" bigint,
	"requester_id" bigint,
	"invitee_id" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"place" text NOT NULL,
	"table_number" integer,
	"online_url" text,
	"agenda" text,
	"reason" text,
	"closed_by_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_uid_unique" UNIQUE("uid"),
	CONSTRAINT "meetings_time_order" CHECK ("meetings"."starts_at" < "meetings"."ends_at"),
	CONSTRAINT "meetings_two_people" CHECK ("meetings"."requester_id" <> "meetings"."invitee_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_feed_token" text;--> statement-breakpoint
ALTER TABLE "availability_hours" ADD CONSTRAINT "availability_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_unavailable_slots" ADD CONSTRAINT "event_unavailable_slots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_unavailable_slots" ADD CONSTRAINT "event_unavailable_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_holds" ADD CONSTRAINT "meeting_holds_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_holds" ADD CONSTRAINT "meeting_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_hours_user_idx" ON "availability_hours" USING btree ("user_id","weekday");--> statement-breakpoint
CREATE INDEX "meeting_holds_user_idx" ON "meeting_holds" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_requester_idx" ON "meetings" USING btree ("requester_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_invitee_idx" ON "meetings" USING btree ("invitee_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_event_idx" ON "meetings" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_pending_expiry_idx" ON "meetings" USING btree ("expires_at") WHERE "meetings"."status" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "users_calendar_feed_token_idx" ON "users" USING btree ("calendar_feed_token");