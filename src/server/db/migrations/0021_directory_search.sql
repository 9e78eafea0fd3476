ALTER TABLE "attendees" ADD COLUMN "directory_summary" text;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "directory_interests" text;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "directory_text_members" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || E'\n' || coalesce(case when headline_visible_to in ('members') then headline end, '') || E'\n' || coalesce(case when offering_visible_to in ('members') then offering end, '') || E'\n' || coalesce(case when looking_for_visible_to in ('members') then looking_for end, '') || E'\n' || coalesce(case when company_visible_to in ('members') then company end, '') || E'\n' || coalesce(case when job_title_visible_to in ('members') then job_title end, '') || E'\n' || coalesce(case when interests_visible_to in ('members') then directory_interests end, '') || E'\n' || coalesce(case when summary_visible_to in ('members') then directory_summary end, ''))) STORED;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "directory_text_connections" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || E'\n' || coalesce(case when headline_visible_to in ('members', 'connections') then headline end, '') || E'\n' || coalesce(case when offering_visible_to in ('members', 'connections') then offering end, '') || E'\n' || coalesce(case when looking_for_visible_to in ('members', 'connections') then looking_for end, '') || E'\n' || coalesce(case when company_visible_to in ('members', 'connections') then company end, '') || E'\n' || coalesce(case when job_title_visible_to in ('members', 'connections') then job_title end, '') || E'\n' || coalesce(case when interests_visible_to in ('members', 'connections') then directory_interests end, '') || E'\n' || coalesce(case when summary_visible_to in ('members', 'connections') then directory_summary end, ''))) STORED;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "directory_text_all" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || E'\n' || coalesce(headline, '') || E'\n' || coalesce(offering, '') || E'\n' || coalesce(looking_for, '') || E'\n' || coalesce(company, '') || E'\n' || coalesce(job_title, '') || E'\n' || coalesce(directory_interests, '') || E'\n' || coalesce(directory_summary, ''))) STORED;--> statement-breakpoint
-- Written by hand (decision 047). The directory searches each member's text as the viewer may see it: three
-- generated texts above, one per audience, made from the row alone. The bio and the skills live in their own
-- tables, so the row keeps a copy of each, written here whenever those tables change (once a statement,
-- from its transition tables, so a bulk insert updates each member once).
CREATE FUNCTION "directory_copy_summaries"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "attendees" a SET "directory_summary" = (
    SELECT s."summary_text" FROM "attendee_summaries" s WHERE s."attendee_id" = a."id"
    ORDER BY s."created_at" DESC, s."id" DESC LIMIT 1
  )
  WHERE a."id" = ANY(ids);
$$;--> statement-breakpoint
CREATE FUNCTION "directory_copy_interests"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "attendees" a SET "directory_interests" = (
    SELECT string_agg(i."interest_name", E'\n' ORDER BY i."created_at", i."id") FROM "attendee_interests" i
    WHERE i."attendee_id" = a."id"
  )
  WHERE a."id" = ANY(ids);
$$;--> statement-breakpoint
CREATE FUNCTION "directory_summaries_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "directory_copy_summaries"(ARRAY(SELECT DISTINCT n."attendee_id" FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "directory_copy_summaries"(ARRAY(SELECT DISTINCT o."attendee_id" FROM old_rows o));
  ELSE
    PERFORM "directory_copy_summaries"(ARRAY(
      SELECT n."attendee_id" FROM new_rows n UNION SELECT o."attendee_id" FROM old_rows o));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "directory_interests_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "directory_copy_interests"(ARRAY(SELECT DISTINCT n."attendee_id" FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "directory_copy_interests"(ARRAY(SELECT DISTINCT o."attendee_id" FROM old_rows o));
  ELSE
    PERFORM "directory_copy_interests"(ARRAY(
      SELECT n."attendee_id" FROM new_rows n UNION SELECT o."attendee_id" FROM old_rows o));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "directory_summaries_inserted" AFTER INSERT ON "attendee_summaries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "directory_summaries_changed"();--> statement-breakpoint
CREATE TRIGGER "directory_summaries_updated" AFTER UPDATE ON "attendee_summaries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "directory_summaries_changed"();--> statement-breakpoint
CREATE TRIGGER "directory_summaries_deleted" AFTER DELETE ON "attendee_summaries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "directory_summaries_changed"();--> statement-breakpoint
CREATE TRIGGER "directory_interests_inserted" AFTER INSERT ON "attendee_interests"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "directory_interests_changed"();--> statement-breakpoint
CREATE TRIGGER "directory_interests_updated" AFTER UPDATE ON "attendee_interests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "directory_interests_changed"();--> statement-breakpoint
CREATE TRIGGER "directory_interests_deleted" AFTER DELETE ON "attendee_interests"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "directory_interests_changed"();--> statement-breakpoint
UPDATE "attendees" a SET "directory_summary" = (
  SELECT s."summary_text" FROM "attendee_summaries" s WHERE s."attendee_id" = a."id"
  ORDER BY s."created_at" DESC, s."id" DESC LIMIT 1
), "directory_interests" = (
  SELECT string_agg(i."interest_name", E'\n' ORDER BY i."created_at", i."id") FROM "attendee_interests" i
  WHERE i."attendee_id" = a."id"
);--> statement-breakpoint
-- The trigram indexes of the three texts, over the members a directory lists, where pg_trgm is available (as 0007).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "attendees_directory_members_trgm_idx" ON "attendees" USING gin ("directory_text_members" gin_trgm_ops)
      WHERE "in_directory" AND "onboarding_completed" AND NOT "archived";
    CREATE INDEX IF NOT EXISTS "attendees_directory_connections_trgm_idx" ON "attendees" USING gin ("directory_text_connections" gin_trgm_ops)
      WHERE "in_directory" AND "onboarding_completed" AND NOT "archived";
    CREATE INDEX IF NOT EXISTS "attendees_directory_all_trgm_idx" ON "attendees" USING gin ("directory_text_all" gin_trgm_ops)
      WHERE "in_directory" AND "onboarding_completed" AND NOT "archived";
  END IF;
END
$$;
