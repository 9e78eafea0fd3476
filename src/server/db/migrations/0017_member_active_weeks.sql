CREATE TABLE "member_active_weeks" (
	"week_start" date NOT NULL,
	"user_id" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_active_weeks_week_start_user_id_pk" PRIMARY KEY("week_start","user_id")
);
--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "member_active_weeks" ADD CONSTRAINT "member_active_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_active_weeks_seen_idx" ON "member_active_weeks" USING btree ("week_start","last_seen_at" DESC NULLS LAST);--> statement-breakpoint
-- Written by hand (decision 030): the weeks each account was active in, kept as activity happens. One
-- function buckets an instant into the community's week (Monday, in community_settings.time_zone); until
-- the app has written the time zone it does nothing, and the app's first sync rebuilds from the sources.
CREATE FUNCTION "note_member_active"(p_user_id text, p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  IF p_user_id IS NULL OR p_at IS NULL THEN
    RETURN;
  END IF;
  SELECT "time_zone" INTO zone FROM "community_settings" WHERE "id" = 1;
  IF zone IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO "member_active_weeks" ("week_start", "user_id", "last_seen_at")
  VALUES (date_trunc('week', p_at AT TIME ZONE zone)::date, p_user_id, p_at)
  ON CONFLICT ("week_start", "user_id") DO UPDATE
    SET "last_seen_at" = greatest("member_active_weeks"."last_seen_at", excluded."last_seen_at");
END
$$;--> statement-breakpoint
-- Every week every account was active in, from the sources: what the triggers below keep, written anew.
CREATE FUNCTION "rebuild_member_active_weeks"(zone text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "member_active_weeks";
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
$$;--> statement-breakpoint
CREATE FUNCTION "member_active_from_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "note_member_active"(NEW."user_id", NEW."created_at");
  END IF;
  PERFORM "note_member_active"(NEW."user_id", NEW."updated_at");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_active_session" AFTER INSERT OR UPDATE OF "updated_at" ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "member_active_from_session"();--> statement-breakpoint
CREATE FUNCTION "member_active_from_question"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."step" = 'complete' THEN
    PERFORM "note_member_active"(NEW."user_id", NEW."timestamp");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_active_question" AFTER INSERT OR UPDATE OF "step", "user_id" ON "conversations"
  FOR EACH ROW EXECUTE FUNCTION "member_active_from_question"();--> statement-breakpoint
CREATE FUNCTION "member_active_from_sign_in"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "note_member_active"(NEW."user_id", NEW."last_login");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_active_sign_in" AFTER INSERT OR UPDATE OF "last_login" ON "attendees"
  FOR EACH ROW EXECUTE FUNCTION "member_active_from_sign_in"();--> statement-breakpoint
CREATE FUNCTION "member_active_from_rsvp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "note_member_active"((SELECT a."user_id" FROM "attendees" a WHERE a."id" = NEW."attendee_id"), NEW."responded_at");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_active_rsvp" AFTER INSERT OR UPDATE OF "responded_at" ON "event_rsvps"
  FOR EACH ROW EXECUTE FUNCTION "member_active_from_rsvp"();--> statement-breakpoint
CREATE FUNCTION "member_active_from_introduction"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  accepted_before timestamptz;
  declined_before timestamptz;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "note_member_active"((SELECT a."user_id" FROM "attendees" a WHERE a."id" = NEW."from_attendee_id"), NEW."created_at");
  ELSE
    accepted_before := OLD."accepted_at";
    declined_before := OLD."declined_at";
  END IF;
  IF NEW."accepted_at" IS DISTINCT FROM accepted_before THEN
    PERFORM "note_member_active"((SELECT a."user_id" FROM "attendees" a WHERE a."id" = NEW."to_attendee_id"), NEW."accepted_at");
  END IF;
  IF NEW."declined_at" IS DISTINCT FROM declined_before THEN
    PERFORM "note_member_active"((SELECT a."user_id" FROM "attendees" a WHERE a."id" = NEW."to_attendee_id"), NEW."declined_at");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_active_introduction" AFTER INSERT OR UPDATE OF "accepted_at", "declined_at" ON "connection_requests"
  FOR EACH ROW EXECUTE FUNCTION "member_active_from_introduction"();
