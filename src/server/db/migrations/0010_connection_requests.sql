CREATE TABLE "connection_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_attendee_id" uuid NOT NULL,
	"to_attendee_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"declined_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "connection_requests_status_check" CHECK ("connection_requests"."status" in ('pending', 'declined', 'accepted', 'withdrawn', 'expired', 'removed')),
	CONSTRAINT "connection_requests_not_self_check" CHECK ("connection_requests"."from_attendee_id" <> "connection_requests"."to_attendee_id"),
	CONSTRAINT "connection_requests_note_length_check" CHECK (char_length("connection_requests"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_from_attendee_id_attendees_id_fk" FOREIGN KEY ("from_attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_to_attendee_id_attendees_id_fk" FOREIGN KEY ("to_attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connection_requests_live_pair_key" ON "connection_requests" USING btree (least("from_attendee_id", "to_attendee_id"),greatest("from_attendee_id", "to_attendee_id")) WHERE "connection_requests"."status" in ('pending', 'declined', 'accepted');--> statement-breakpoint
CREATE INDEX "connection_requests_from_to_idx" ON "connection_requests" USING btree ("from_attendee_id","to_attendee_id");--> statement-breakpoint
CREATE INDEX "connection_requests_to_from_idx" ON "connection_requests" USING btree ("to_attendee_id","from_attendee_id");--> statement-breakpoint
CREATE INDEX "connection_requests_received_idx" ON "connection_requests" USING btree ("to_attendee_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "connection_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "connection_requests_sent_idx" ON "connection_requests" USING btree ("from_attendee_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "connection_requests"."status" in ('pending', 'declined');--> statement-breakpoint
CREATE INDEX "connection_requests_accepted_from_idx" ON "connection_requests" USING btree ("from_attendee_id","accepted_at" DESC NULLS LAST) WHERE "connection_requests"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "connection_requests_accepted_to_idx" ON "connection_requests" USING btree ("to_attendee_id","accepted_at" DESC NULLS LAST) WHERE "connection_requests"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "connection_requests_created_idx" ON "connection_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "connection_requests_accepted_at_idx" ON "connection_requests" USING btree ("accepted_at") WHERE "connection_requests"."accepted_at" is not null;--> statement-breakpoint
CREATE INDEX "connection_requests_expires_idx" ON "connection_requests" USING btree ("expires_at");--> statement-breakpoint
-- Requests made before this migration (the old 'connections' table: Connect stored a pending row and
-- nothing followed) carry on as requests, each with its 30 days counted from when it was made. Where
-- both members had asked each other, the older request stands.
INSERT INTO "connection_requests" ("id", "from_attendee_id", "to_attendee_id", "status", "created_at", "expires_at", "declined_at", "accepted_at")
SELECT "id", "from_attendee_id", "to_attendee_id", "status", "created_at", "created_at" + interval '30 days',
       CASE WHEN "status" = 'declined' THEN "created_at" END,
       CASE WHEN "status" = 'accepted' THEN "created_at" END
FROM "connections"
ORDER BY "created_at", "id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "connections" CASCADE;
