-- Decision 049: the directory reads a narrow copy of each member (directory_entries), written by PostgreSQL
-- from the attendees row, with the search's words per audience stored as weighted tsvectors, so a search and its
-- facet counts read a few thousand short rows in memory and parse no text (the wide attendees rows and
-- to_tsvector at query time cost 0.3 to 5 s at 100,000 members).
CREATE TABLE "directory_entries" (
	"attendee_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
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
	"interests_visible_to" text NOT NULL,
	"words_members" "tsvector" NOT NULL,
	"words_connections" "tsvector" NOT NULL,
	"words_organisers" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "attendees_directory_created_idx";--> statement-breakpoint
DROP INDEX "attendees_directory_members_words_idx";--> statement-breakpoint
DROP INDEX "attendees_directory_connections_words_idx";--> statement-breakpoint
DROP INDEX "attendees_directory_all_words_idx";--> statement-breakpoint
DROP INDEX "attendees_directory_industry_idx";--> statement-breakpoint
DROP INDEX "attendees_directory_place_idx";--> statement-breakpoint
ALTER TABLE "attendees" DROP COLUMN "directory_text_members";--> statement-breakpoint
ALTER TABLE "attendees" DROP COLUMN "directory_text_connections";--> statement-breakpoint
ALTER TABLE "attendees" DROP COLUMN "directory_text_all";--> statement-breakpoint
-- Written by hand (decision 049). One field's words for one audience, weighted by the field's place in the
-- relevance order (the name A, headline and offering B, looking-for, company, job title and skills C, the bio D).
CREATE FUNCTION "directory_field_words"(value text, visible_to text, audience text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(CASE WHEN visible_to = audience THEN value END, '')), weight)
$$;--> statement-breakpoint
-- The members' words for one audience: each field shown to exactly that audience.
CREATE FUNCTION "directory_audience_words"(a "attendees", audience text) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT "directory_field_words"(a."headline", a."headline_visible_to", audience, 'B')
    || "directory_field_words"(a."offering", a."offering_visible_to", audience, 'B')
    || "directory_field_words"(a."looking_for", a."looking_for_visible_to", audience, 'C')
    || "directory_field_words"(a."company", a."company_visible_to", audience, 'C')
    || "directory_field_words"(a."job_title", a."job_title_visible_to", audience, 'C')
    || "directory_field_words"(a."directory_interests", a."interests_visible_to", audience, 'C')
    || "directory_field_words"(a."directory_summary", a."summary_visible_to", audience, 'D')
$$;--> statement-breakpoint
-- (Re)writes the directory's copy of the members `ids` from their rows.
CREATE FUNCTION "directory_write_entries"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
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
$$;--> statement-breakpoint
CREATE FUNCTION "directory_entries_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "directory_write_entries"(ARRAY(SELECT n."id" FROM new_rows n));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "directory_entry_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "directory_write_entries"(ARRAY[NEW."id"]);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Deactivation (users.banned, banned_users) and becoming an organiser (admin_users) take a member out of the
-- directory: their entry's `listed` is written again when those rows change.
CREATE FUNCTION "directory_banned_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "directory_write_entries"(ARRAY(SELECT a."id" FROM "attendees" a WHERE lower(a."email") = lower(OLD."email")));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "directory_write_entries"(ARRAY(SELECT a."id" FROM "attendees" a WHERE lower(a."email") = lower(NEW."email")));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "directory_organiser_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "directory_write_entries"(ARRAY(SELECT a."id" FROM "attendees" a WHERE a."user_id" = OLD."user_id"));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "directory_write_entries"(ARRAY(SELECT a."id" FROM "attendees" a WHERE a."user_id" = NEW."user_id"));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "directory_user_banned_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "directory_write_entries"(ARRAY(SELECT a."id" FROM "attendees" a WHERE a."user_id" = NEW."id"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "directory_banned_users_changed" AFTER INSERT OR UPDATE OR DELETE ON "banned_users"
  FOR EACH ROW EXECUTE FUNCTION "directory_banned_user_changed"();--> statement-breakpoint
CREATE TRIGGER "directory_users_banned_changed" AFTER UPDATE OF "banned" ON "users"
  FOR EACH ROW WHEN (OLD."banned" IS DISTINCT FROM NEW."banned") EXECUTE FUNCTION "directory_user_banned_changed"();--> statement-breakpoint
CREATE TRIGGER "directory_admin_users_changed" AFTER INSERT OR UPDATE OR DELETE ON "admin_users"
  FOR EACH ROW EXECUTE FUNCTION "directory_organiser_changed"();--> statement-breakpoint
CREATE TRIGGER "directory_entries_inserted" AFTER INSERT ON "attendees"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "directory_entries_inserted"();--> statement-breakpoint
-- Only a change of a field the copy holds rewrites it (a sign-in's last_login does not). The skills and the bio
-- reach it through directory_interests and directory_summary, which 0021's triggers write.
CREATE TRIGGER "directory_entry_updated" AFTER UPDATE OF "user_id", "email", "created_at", "in_directory",
  "onboarding_completed", "archived", "first_name", "last_name", "industry", "industry_visible_to", "city", "country",
  "location_visible_to", "interests_visible_to", "headline", "headline_visible_to", "offering", "offering_visible_to",
  "looking_for", "looking_for_visible_to", "company", "company_visible_to", "job_title", "job_title_visible_to",
  "directory_interests", "directory_summary", "summary_visible_to"
  ON "attendees" FOR EACH ROW EXECUTE FUNCTION "directory_entry_changed"();--> statement-breakpoint
SELECT "directory_write_entries"(ARRAY(SELECT "id" FROM "attendees"));--> statement-breakpoint
ALTER TABLE "directory_entries" ADD CONSTRAINT "directory_entries_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_entries_created_idx" ON "directory_entries" USING btree ("created_at" DESC NULLS LAST,"attendee_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "directory_entries_industry_idx" ON "directory_entries" USING btree (lower("industry"));--> statement-breakpoint
CREATE INDEX "directory_entries_place_idx" ON "directory_entries" USING btree (lower("place"));--> statement-breakpoint
CREATE INDEX "directory_entries_topics_idx" ON "directory_entries" USING gin ("topic_keys");--> statement-breakpoint
CREATE INDEX "directory_entries_words_members_idx" ON "directory_entries" USING gin ("words_members");--> statement-breakpoint
CREATE INDEX "directory_entries_words_all_idx" ON "directory_entries" USING gin (("words_members" || "words_connections" || "words_organisers"));--> statement-breakpoint
-- The new table's statistics, for the planner's estimates of a value's or a word's members.
ANALYZE "directory_entries";