-- Written by hand (decision 077). The directory's entries without their search words, for a list without a
-- search: its facet counts read every member of the chosen values, and the words were three fifths of each
-- entry's row. directory_write_entries (migration 0024) writes the copy after the entry, in the same call.
CREATE TABLE "directory_filters" (
	"attendee_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"listed" boolean NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"industry" text,
	"industry_visible_to" text NOT NULL,
	"place" text,
	"location_visible_to" text NOT NULL,
	"topics" text[] NOT NULL,
	"topic_keys" text[] NOT NULL,
	"interests_visible_to" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "directory_filters" ("attendee_id", "created_at", "listed", "first_name", "last_name", "industry", "industry_visible_to", "place",
    "location_visible_to", "topics", "topic_keys", "interests_visible_to")
  SELECT "attendee_id", "created_at", "listed", "first_name", "last_name", "industry", "industry_visible_to", "place",
    "location_visible_to", "topics", "topic_keys", "interests_visible_to" FROM "directory_entries";--> statement-breakpoint
ALTER TABLE "directory_filters" ADD CONSTRAINT "directory_filters_attendee_id_directory_entries_attendee_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."directory_entries"("attendee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_filters_created_idx" ON "directory_filters" USING btree ("created_at" DESC NULLS LAST,"attendee_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "directory_filters_industry_idx" ON "directory_filters" USING btree (lower("industry"));--> statement-breakpoint
CREATE INDEX "directory_filters_place_idx" ON "directory_filters" USING btree (lower("place"));--> statement-breakpoint
CREATE INDEX "directory_filters_topics_idx" ON "directory_filters" USING gin ("topic_keys");--> statement-breakpoint
-- (Re)writes the directory's copy of the members `ids` from their rows: the entry, then its copy without words.
CREATE OR REPLACE FUNCTION "directory_write_entries"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "directory_entries" ("attendee_id", "user_id", "email", "created_at", "listed", "first_name", "last_name",
    "industry", "industry_visible_to", "place", "location_visible_to", "topics", "topic_keys", "interests_visible_to",
    "words_members", "words_connections", "words_organisers")
  SELECT a."id", a."user_id", a."email", a."created_at",
    a."in_directory" AND a."onboarding_completed" AND NOT a."archived"
      AND NOT EXISTS (SELECT 1 FROM "banned_users" b WHERE lower(b."email") = lower(a."email"))
      AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = a."user_id" AND u."banned" IS TRUE)
      AND NOT EXISTS (SELECT 1 FROM "admin_users" o WHERE o."user_id" = a."user_id"),
    a."first_name", a."last_name", nullif(btrim(a."industry"), ''), a."industry_visible_to",
    CASE WHEN nullif(btrim(a."city"), '') IS NOT NULL AND nullif(btrim(a."country"), '') IS NOT NULL
      THEN btrim(a."city") || ', ' || btrim(a."country") ELSE coalesce(nullif(btrim(a."city"), ''), nullif(btrim(a."country"), '')) END,
    a."location_visible_to", coalesce(t."topics", '{}'), coalesce(t."topic_keys", '{}'), a."interests_visible_to",
    setweight(to_tsvector('simple'::regconfig, a."first_name" || ' ' || a."last_name"), 'A') || "directory_audience_words"(a, 'members'),
    "directory_audience_words"(a, 'connections'), "directory_audience_words"(a, 'organisers')
  FROM "attendees" a
  LEFT JOIN LATERAL (
    SELECT array_agg(d."name" ORDER BY d."created_at", d."id") AS "topics",
      array_agg(lower(d."name") ORDER BY d."created_at", d."id") AS "topic_keys"
    FROM (
      SELECT DISTINCT ON (lower(btrim(i."interest_name"))) btrim(i."interest_name") AS "name", i."created_at", i."id"
      FROM "attendee_interests" i WHERE i."attendee_id" = a."id" AND btrim(i."interest_name") <> ''
      ORDER BY lower(btrim(i."interest_name")), i."created_at", i."id"
    ) d
  ) t ON true
  WHERE a."id" = ANY(ids)
  ON CONFLICT ("attendee_id") DO UPDATE SET "user_id" = excluded."user_id", "email" = excluded."email",
    "created_at" = excluded."created_at", "listed" = excluded."listed", "first_name" = excluded."first_name",
    "last_name" = excluded."last_name", "industry" = excluded."industry", "industry_visible_to" = excluded."industry_visible_to",
    "place" = excluded."place", "location_visible_to" = excluded."location_visible_to", "topics" = excluded."topics",
    "topic_keys" = excluded."topic_keys", "interests_visible_to" = excluded."interests_visible_to",
    "words_members" = excluded."words_members", "words_connections" = excluded."words_connections",
    "words_organisers" = excluded."words_organisers";
  INSERT INTO "directory_filters" ("attendee_id", "created_at", "listed", "first_name", "last_name", "industry", "industry_visible_to", "place",
    "location_visible_to", "topics", "topic_keys", "interests_visible_to")
  SELECT "attendee_id", "created_at", "listed", "first_name", "last_name", "industry", "industry_visible_to", "place",
    "location_visible_to", "topics", "topic_keys", "interests_visible_to" FROM "directory_entries" WHERE "attendee_id" = ANY(ids)
  ON CONFLICT ("attendee_id") DO UPDATE SET "created_at" = excluded."created_at", "listed" = excluded."listed", "first_name" = excluded."first_name", "last_name" = excluded."last_name",
    "industry" = excluded."industry", "industry_visible_to" = excluded."industry_visible_to", "place" = excluded."place", "location_visible_to" = excluded."location_visible_to",
    "topics" = excluded."topics", "topic_keys" = excluded."topic_keys", "interests_visible_to" = excluded."interests_visible_to";
$$;--> statement-breakpoint
-- The new table's statistics, for the planner's estimates of a value's members.
ANALYZE "directory_filters";
