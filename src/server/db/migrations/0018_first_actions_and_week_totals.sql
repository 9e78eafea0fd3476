CREATE TABLE "member_active_week_totals" (
	"week_start" date NOT NULL,
	"slot" smallint NOT NULL,
	"accounts" integer NOT NULL,
	CONSTRAINT "member_active_week_totals_week_start_slot_pk" PRIMARY KEY("week_start","slot")
);
--> statement-breakpoint
DROP INDEX "conversations_asked_idx";--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "first_question_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "first_introduction_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "first_rsvp_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_banned_idx" ON "users" USING btree ("id") WHERE "users"."banned" is true;--> statement-breakpoint
CREATE INDEX "member_active_weeks_user_idx" ON "member_active_weeks" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE INDEX "conversations_asked_idx" ON "conversations" USING btree ("timestamp","first_responded_at","first_responder_email") WHERE "conversations"."step" = 'complete';--> statement-breakpoint
-- Written by hand (decision 030). Each member's first question, first introduction (sent or received) and
-- first event answered, on their attendees row, as they happen: the joining funnel of community health
-- reads them on the row it finds by email. A first is history: kept when the row it came from is later
-- removed. One function serves the three tables; it writes only when the row brings an earlier first, and
-- looks before it writes, so a member's later questions leave attendees (and its triggers) alone.
CREATE FUNCTION "note_first_action"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'conversations' THEN
    IF NEW."step" = 'complete' AND NEW."user_id" IS NOT NULL AND EXISTS (
      SELECT 1 FROM "attendees" a WHERE a."user_id" = NEW."user_id"
        AND (a."first_question_at" IS NULL OR a."first_question_at" > NEW."timestamp")
    ) THEN
      UPDATE "attendees" SET "first_question_at" = NEW."timestamp"
      WHERE "user_id" = NEW."user_id" AND ("first_question_at" IS NULL OR "first_question_at" > NEW."timestamp");
    END IF;
  ELSIF TG_TABLE_NAME = 'event_rsvps' THEN
    IF EXISTS (
      SELECT 1 FROM "attendees" a WHERE a."id" = NEW."attendee_id"
        AND (a."first_rsvp_at" IS NULL OR a."first_rsvp_at" > NEW."created_at")
    ) THEN
      UPDATE "attendees" SET "first_rsvp_at" = NEW."created_at"
      WHERE "id" = NEW."attendee_id" AND ("first_rsvp_at" IS NULL OR "first_rsvp_at" > NEW."created_at");
    END IF;
  ELSIF EXISTS (
    SELECT 1 FROM "attendees" a WHERE a."id" IN (NEW."from_attendee_id", NEW."to_attendee_id")
      AND (a."first_introduction_at" IS NULL OR a."first_introduction_at" > NEW."created_at")
  ) THEN
    UPDATE "attendees" SET "first_introduction_at" = NEW."created_at"
    WHERE "id" IN (NEW."from_attendee_id", NEW."to_attendee_id")
      AND ("first_introduction_at" IS NULL OR "first_introduction_at" > NEW."created_at");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "first_question" AFTER INSERT OR UPDATE OF "step", "user_id" ON "conversations"
  FOR EACH ROW EXECUTE FUNCTION "note_first_action"();--> statement-breakpoint
CREATE TRIGGER "first_rsvp" AFTER INSERT ON "event_rsvps"
  FOR EACH ROW EXECUTE FUNCTION "note_first_action"();--> statement-breakpoint
CREATE TRIGGER "first_introduction" AFTER INSERT ON "connection_requests"
  FOR EACH ROW EXECUTE FUNCTION "note_first_action"();--> statement-breakpoint
-- A member row given an account (or another one) takes that account's first question; introductions and
-- RSVPs name the row itself, so a new row has none.
CREATE FUNCTION "first_question_of_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."user_id" IS DISTINCT FROM OLD."user_id" THEN
    NEW."first_question_at" := (
      SELECT min(c."timestamp") FROM "conversations" c WHERE c."user_id" = NEW."user_id" AND c."step" = 'complete'
    );
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "first_question_of_account" BEFORE INSERT OR UPDATE OF "user_id" ON "attendees"
  FOR EACH ROW EXECUTE FUNCTION "first_question_of_account"();--> statement-breakpoint
UPDATE "attendees" a SET "first_question_at" = f.at
FROM (
  SELECT c."user_id", min(c."timestamp") AS at FROM "conversations" c
  WHERE c."step" = 'complete' AND c."user_id" IS NOT NULL GROUP BY c."user_id"
) f
WHERE a."user_id" = f."user_id";--> statement-breakpoint
UPDATE "attendees" a SET "first_rsvp_at" = f.at
FROM (SELECT er."attendee_id", min(er."created_at") AS at FROM "event_rsvps" er GROUP BY er."attendee_id") f
WHERE a."id" = f."attendee_id";--> statement-breakpoint
UPDATE "attendees" a SET "first_introduction_at" = f.at
FROM (
  SELECT ends.attendee_id, min(ends.at) AS at FROM (
    SELECT cr."from_attendee_id" AS attendee_id, cr."created_at" AS at FROM "connection_requests" cr
    UNION ALL SELECT cr."to_attendee_id", cr."created_at" FROM "connection_requests" cr
  ) ends GROUP BY ends.attendee_id
) f
WHERE a."id" = f.attendee_id;--> statement-breakpoint
-- How many accounts each week holds, kept per statement from the rows it inserted or deleted, in 16 slots
-- a week by account (the slot: the account id's hash), so that sign-ins committing together rarely queue
-- on one row. Rows are locked in (week, slot) order, so two statements changing several queue rather
-- than deadlock.
CREATE FUNCTION "member_active_week_slot"(p_user_id text) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (abs(hashtext(p_user_id)) % 16)::smallint
$$;--> statement-breakpoint
CREATE FUNCTION "member_active_week_totals_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "member_active_week_totals" ("week_start", "slot", "accounts")
    SELECT n."week_start", "member_active_week_slot"(n."user_id") AS slot, count(*) FROM new_rows n
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("week_start", "slot") DO UPDATE SET "accounts" = "member_active_week_totals"."accounts" + excluded."accounts";
  ELSE
    PERFORM 1 FROM "member_active_week_totals" t
    WHERE (t."week_start", t."slot") IN (SELECT o."week_start", "member_active_week_slot"(o."user_id") FROM old_rows o)
    ORDER BY t."week_start", t."slot" FOR UPDATE;
    UPDATE "member_active_week_totals" t SET "accounts" = t."accounts" - o.accounts
    FROM (
      SELECT o."week_start", "member_active_week_slot"(o."user_id") AS slot, count(*) AS accounts FROM old_rows o GROUP BY 1, 2
    ) o
    WHERE t."week_start" = o."week_start" AND t."slot" = o.slot;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_active_week_totals_insert" AFTER INSERT ON "member_active_weeks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "member_active_week_totals_change"();--> statement-breakpoint
CREATE TRIGGER "member_active_week_totals_delete" AFTER DELETE ON "member_active_weeks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "member_active_week_totals_change"();--> statement-breakpoint
INSERT INTO "member_active_week_totals" ("week_start", "slot", "accounts")
SELECT w."week_start", "member_active_week_slot"(w."user_id"), count(*) FROM "member_active_weeks" w GROUP BY 1, 2;--> statement-breakpoint
-- A rebuild writes the totals anew too, so it also mends any drift (a trigger disabled by hand, say).
CREATE OR REPLACE FUNCTION "rebuild_member_active_weeks"(zone text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "member_active_weeks";
  DELETE FROM "member_active_week_totals";
  INSERT INTO "member_active_weeks" ("week_start", "user_id", "last_seen_at")
  SELECT date_trunc('week', signs.at AT TIME ZONE zone)::date, signs.user_id, max(signs.at)
  FROM (
    SELECT s."user_id", s."created_at" AS at FROM "sessions" s
    UNION ALL SELECT s."user_id", s."updated_at" FROM "sessions" s
    UNION ALL SELECT c."user_id", c."timestamp" FROM "conversations" c WHERE c."step" = 'complete'
    UNION ALL SELECT a."user_id", a."last_login" FROM "attendees" a
    UNION ALL SELECT a."user_id", er."responded_at" FROM "event_rsvps" er JOIN "attendees" a ON a."id" = er."attendee_id"
    UNION ALL SELECT a."user_id", cr."created_at" FROM "connection_requests" cr JOIN "attendees" a ON a."id" = cr."from_attendee_id"
    UNION ALL SELECT a."user_id", cr."accepted_at" FROM "connection_requests" cr JOIN "attendees" a ON a."id" = cr."to_attendee_id"
    UNION ALL SELECT a."user_id", cr."declined_at" FROM "connection_requests" cr JOIN "attendees" a ON a."id" = cr."to_attendee_id"
  ) signs
  WHERE signs.user_id IS NOT NULL AND signs.at IS NOT NULL
  GROUP BY 1, 2;
$$;
