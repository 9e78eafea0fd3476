-- Decision 040: an event's description and cover picture; the community's time zone as the administrators chose it
-- (null until chosen: UTC; TIME_ZONE, when set, wins).
ALTER TABLE "community_settings" ADD COLUMN "chosen_time_zone" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cover_image_url" text;