-- Decision 047 (amended 2026-11-27): the directory matches whole words and word beginnings through a GIN
-- index of each audience's text, and its industry, place and skill filters read their own indexes, so a
-- common word or a chosen filter reads its members instead of the whole table.
CREATE INDEX "attendee_interests_name_idx" ON "attendee_interests" USING btree (lower(btrim("interest_name")),"attendee_id");--> statement-breakpoint
CREATE INDEX "attendees_directory_members_words_idx" ON "attendees" USING gin (to_tsvector('simple'::regconfig, "directory_text_members"));--> statement-breakpoint
CREATE INDEX "attendees_directory_connections_words_idx" ON "attendees" USING gin (to_tsvector('simple'::regconfig, "directory_text_connections"));--> statement-breakpoint
CREATE INDEX "attendees_directory_all_words_idx" ON "attendees" USING gin (to_tsvector('simple'::regconfig, "directory_text_all"));--> statement-breakpoint
CREATE INDEX "attendees_directory_industry_idx" ON "attendees" USING btree (lower(btrim("industry")));--> statement-breakpoint
CREATE INDEX "attendees_directory_place_idx" ON "attendees" USING btree (lower((case when nullif(btrim("city"), '') is not null and nullif(btrim("country"), '') is not null
    then btrim("city") || ', ' || btrim("country") else coalesce(nullif(btrim("city"), ''), nullif(btrim("country"), '')) end)));--> statement-breakpoint
-- Written by hand: the search no longer uses LIKE, so the trigram indexes of 0021 serve nothing.
DROP INDEX IF EXISTS "attendees_directory_members_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "attendees_directory_connections_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "attendees_directory_all_trgm_idx";
--> statement-breakpoint
-- The new expression indexes give the planner the statistics of what they hold (how many members per industry, place).
ANALYZE "attendees";--> statement-breakpoint
ANALYZE "attendee_interests";
