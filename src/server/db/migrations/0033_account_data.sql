CREATE TABLE "account_deletion_codes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_deletions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"erase_at" timestamp with time zone NOT NULL,
	"requested_by_user_id" text,
	"requested_by_email" text,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"storage_key" text,
	"size_bytes" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('preparing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "account_deletion_codes" ADD CONSTRAINT "account_deletion_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_waiting_idx" ON "account_deletions" USING btree ("erase_at") WHERE "account_deletions"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
-- Written by hand (decision 059). Signing in cancels a waiting deletion: whichever way the account signs in
-- (password, Google, a second factor), a session row is created, and this marks the deletion cancelled in
-- the same transaction. The deletion's jobs then find it cancelled and do nothing.
CREATE FUNCTION "account_deletions_cancel_on_sign_in"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "account_deletions" SET "cancelled_at" = NEW."created_at"
    WHERE "user_id" = NEW."user_id" AND "cancelled_at" IS NULL;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_cancel_account_deletion" AFTER INSERT ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "account_deletions_cancel_on_sign_in"();--> statement-breakpoint
-- The audit log stays append-only (decision 028), with one exception (decision 059): when an account is
-- erased, the entries that name that person are redacted in the erasure's transaction, which says so with
-- set_config('fmc.audit_redaction', 'on', true). Only an UPDATE that keeps the entry's id, action, actor id
-- and time passes; DELETE and TRUNCATE are refused as before, whoever asks.
CREATE OR REPLACE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('fmc.audit_redaction', true) = 'on'
    AND NEW."id" = OLD."id" AND NEW."action" = OLD."action" AND NEW."created_at" = OLD."created_at"
    AND NEW."actor_user_id" IS NOT DISTINCT FROM OLD."actor_user_id" THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
