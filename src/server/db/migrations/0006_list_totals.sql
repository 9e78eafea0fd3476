-- Exact totals of the admin lists, kept by triggers in the transaction that changes the rows
-- (docs/decisions/015). Written by hand (drizzle-kit generate --custom): drizzle-kit cannot express
-- triggers, so list_totals is not in the drizzle schema; the services read it by name.
--
-- Rows, each the count of an unfiltered list's WHERE clause:
--   members_not_archived     attendees where archived = false           (Members Log)
--   members_archived         attendees where archived = true            (plus the above: 'Show Archived')
--   access_requests_open     magic_link_requests where status <> 'signed_up'              (the list's total)
--   access_requests_pending  magic_link_requests where status = 'pending' and not approved (its pending count)
--
-- The triggers are per statement, with transition tables: a bulk insert or update changes each counter
-- once, not once a row. Each counter is changed by `value = value + delta`, in name order, only when its
-- delta is not zero: concurrent writers queue on the counter row (and cannot deadlock on two of them),
-- and an update that leaves every counted state as it was (a last-login update) writes nothing.
CREATE TABLE "list_totals" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "list_totals" ("name", "value")
SELECT 'members_archived', count(*) FROM "attendees" WHERE "archived" = true
UNION ALL
SELECT 'members_not_archived', count(*) FROM "attendees" WHERE "archived" = false
UNION ALL
SELECT 'access_requests_open', count(*) FROM "magic_link_requests" WHERE "status" <> 'signed_up'
UNION ALL
SELECT 'access_requests_pending', count(*) FROM "magic_link_requests" WHERE "status" = 'pending' AND "approved" = false;
--> statement-breakpoint
CREATE FUNCTION "list_totals_add"(counter text, delta bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta <> 0 THEN
    UPDATE "list_totals" SET "value" = "value" + delta WHERE "name" = counter;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "list_totals_attendees"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  archived_delta bigint := 0;
  not_archived_delta bigint := 0;
  a bigint;
  n bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "list_totals" SET "value" = 0 WHERE "name" IN ('members_archived', 'members_not_archived');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*) FILTER (WHERE "archived"), count(*) FILTER (WHERE NOT "archived") INTO a, n FROM new_rows;
    archived_delta := archived_delta + a;
    not_archived_delta := not_archived_delta + n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT count(*) FILTER (WHERE "archived"), count(*) FILTER (WHERE NOT "archived") INTO a, n FROM old_rows;
    archived_delta := archived_delta - a;
    not_archived_delta := not_archived_delta - n;
  END IF;
  PERFORM "list_totals_add"('members_archived', archived_delta);
  PERFORM "list_totals_add"('members_not_archived', not_archived_delta);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "list_totals_access_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  open_delta bigint := 0;
  pending_delta bigint := 0;
  o bigint;
  p bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "list_totals" SET "value" = 0 WHERE "name" IN ('access_requests_open', 'access_requests_pending');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*) FILTER (WHERE "status" <> 'signed_up'), count(*) FILTER (WHERE "status" = 'pending' AND "approved" = false)
      INTO o, p FROM new_rows;
    open_delta := open_delta + o;
    pending_delta := pending_delta + p;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT count(*) FILTER (WHERE "status" <> 'signed_up'), count(*) FILTER (WHERE "status" = 'pending' AND "approved" = false)
      INTO o, p FROM old_rows;
    open_delta := open_delta - o;
    pending_delta := pending_delta - p;
  END IF;
  PERFORM "list_totals_add"('access_requests_open', open_delta);
  PERFORM "list_totals_add"('access_requests_pending', pending_delta);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "attendees_list_totals_insert" AFTER INSERT ON "attendees"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_attendees"();
--> statement-breakpoint
CREATE TRIGGER "attendees_list_totals_update" AFTER UPDATE ON "attendees"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_attendees"();
--> statement-breakpoint
CREATE TRIGGER "attendees_list_totals_delete" AFTER DELETE ON "attendees"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_attendees"();
--> statement-breakpoint
CREATE TRIGGER "attendees_list_totals_truncate" AFTER TRUNCATE ON "attendees"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_attendees"();
--> statement-breakpoint
CREATE TRIGGER "magic_link_requests_list_totals_insert" AFTER INSERT ON "magic_link_requests"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_access_requests"();
--> statement-breakpoint
CREATE TRIGGER "magic_link_requests_list_totals_update" AFTER UPDATE ON "magic_link_requests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_access_requests"();
--> statement-breakpoint
CREATE TRIGGER "magic_link_requests_list_totals_delete" AFTER DELETE ON "magic_link_requests"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_access_requests"();
--> statement-breakpoint
CREATE TRIGGER "magic_link_requests_list_totals_truncate" AFTER TRUNCATE ON "magic_link_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_access_requests"();
