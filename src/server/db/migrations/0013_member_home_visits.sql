ALTER TABLE "attendees" ADD COLUMN "home_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "home_previous_visit_at" timestamp with time zone;