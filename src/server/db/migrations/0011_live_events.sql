CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_recipient_idx" ON "live_events" USING btree ("recipient","id");--> statement-breakpoint
CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
-- Sessions from memory (decision 024): every app server may keep verified sessions in memory only because
-- any change to what a caller is gets announced on the 'fmc_live' channel, at commit, by these triggers,
-- whichever code (Better Auth, a feature, a command, a hand-written UPDATE) made it: a session ended,
-- refreshed or moved; an account banned, renamed or re-addressed; an administrator added or removed; a
-- member row created, linked, onboarded, renamed or removed. The message names the accounts (at most
-- 100, about 3.7 KB, within NOTIFY's 8,000 bytes); a statement that touches more says 'all'. Statement
-- triggers with transition tables: a bulk change sends one message, not one a row.
CREATE FUNCTION "live_announce_users"(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(ids) > 100 THEN
    PERFORM pg_notify('fmc_live', '{"k":"all"}');
  ELSE
    PERFORM pg_notify('fmc_live', json_build_object('k', 'users', 'u', ids)::text);
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "live_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM live_announce_users(array(SELECT DISTINCT o.user_id FROM old_rows o));
  ELSE
    PERFORM live_announce_users(array(
      SELECT DISTINCT o.user_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.token IS DISTINCT FROM o.token OR n.expires_at IS DISTINCT FROM o.expires_at OR n.user_id IS DISTINCT FROM o.user_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "live_sessions_deleted" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER "live_sessions_updated" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_sessions_changed();
--> statement-breakpoint
CREATE FUNCTION "live_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM live_announce_users(array(SELECT DISTINCT o.id FROM old_rows o));
  ELSE
    PERFORM live_announce_users(array(
      SELECT DISTINCT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.banned IS DISTINCT FROM o.banned OR n.email IS DISTINCT FROM o.email OR n.name IS DISTINCT FROM o.name));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "live_users_deleted" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_users_changed();
--> statement-breakpoint
CREATE TRIGGER "live_users_updated" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_users_changed();
--> statement-breakpoint
CREATE FUNCTION "live_admin_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM live_announce_users(array(SELECT DISTINCT o.user_id FROM old_rows o));
  ELSE
    PERFORM live_announce_users(array(SELECT DISTINCT n.user_id FROM new_rows n));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "live_admin_users_inserted" AFTER INSERT ON "admin_users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_admin_users_changed();
--> statement-breakpoint
CREATE TRIGGER "live_admin_users_deleted" AFTER DELETE ON "admin_users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_admin_users_changed();
--> statement-breakpoint
CREATE FUNCTION "live_attendees_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM live_announce_users(array(SELECT DISTINCT n.user_id FROM new_rows n WHERE n.user_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM live_announce_users(array(SELECT DISTINCT o.user_id FROM old_rows o WHERE o.user_id IS NOT NULL));
  ELSE
    PERFORM live_announce_users(array(
      SELECT DISTINCT u FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(array[o.user_id, n.user_id]) AS u
      WHERE u IS NOT NULL AND (n.user_id IS DISTINCT FROM o.user_id OR n.onboarding_completed IS DISTINCT FROM o.onboarding_completed
        OR n.first_name IS DISTINCT FROM o.first_name OR n.last_name IS DISTINCT FROM o.last_name)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "live_attendees_inserted" AFTER INSERT ON "attendees" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_attendees_changed();
--> statement-breakpoint
CREATE TRIGGER "live_attendees_updated" AFTER UPDATE ON "attendees" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_attendees_changed();
--> statement-breakpoint
CREATE TRIGGER "live_attendees_deleted" AFTER DELETE ON "attendees" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_attendees_changed();
