CREATE TABLE "calendar_feeds" (
	"attendee_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "event_people_to_meet" (
	"event_id" uuid NOT NULL,
	"attendee_id" uuid NOT NULL,
	"picks" uuid[] NOT NULL,
	"list_version" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_people_to_meet_event_id_attendee_id_pk" PRIMARY KEY("event_id","attendee_id")
);
--> statement-breakpoint
CREATE TABLE "event_rsvps" (
	"event_id" uuid NOT NULL,
	"attendee_id" uuid NOT NULL,
	"status" text NOT NULL,
	"show_on_list" boolean DEFAULT false NOT NULL,
	"waitlisted_at" timestamp with time zone,
	"attended_at" timestamp with time zone,
	"responded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_rsvps_event_id_attendee_id_pk" PRIMARY KEY("event_id","attendee_id"),
	CONSTRAINT "event_rsvps_status_check" CHECK ("event_rsvps"."status" in ('going', 'maybe', 'not_going', 'waitlist')),
	CONSTRAINT "event_rsvps_waitlist_check" CHECK (("event_rsvps"."status" = 'waitlist') = ("event_rsvps"."waitlisted_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "online_link" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "list_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_people_to_meet" ADD CONSTRAINT "event_people_to_meet_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_people_to_meet" ADD CONSTRAINT "event_people_to_meet_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_rsvps_event_status_idx" ON "event_rsvps" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "event_rsvps_waitlist_idx" ON "event_rsvps" USING btree ("event_id","waitlisted_at","attendee_id") WHERE "event_rsvps"."status" = 'waitlist';--> statement-breakpoint
CREATE INDEX "event_rsvps_attendee_idx" ON "event_rsvps" USING btree ("attendee_id","status");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" >= 1);