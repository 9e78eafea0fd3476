-- One name for access requests and access links (docs/decisions/019): the table the spec calls
-- magic_link_requests becomes access_requests, and the users' magic_link_signup becomes
-- access_link_sign_up. Written by hand: drizzle-kit generate asks interactively whether a table or a
-- column is renamed or new. Every statement renames in place (no data is copied); the list_totals
-- rows are keyed by list, not by table, and the trigger function list_totals_access_requests already
-- has its name, so only the triggers' names follow the table.
ALTER TABLE "magic_link_requests" RENAME TO "access_requests";--> statement-breakpoint
ALTER TABLE "access_requests" RENAME CONSTRAINT "magic_link_requests_pkey" TO "access_requests_pkey";--> statement-breakpoint
ALTER TABLE "access_requests" RENAME CONSTRAINT "magic_link_requests_token_unique" TO "access_requests_token_unique";--> statement-breakpoint
ALTER TABLE "access_requests" RENAME CONSTRAINT "magic_link_requests_status_check" TO "access_requests_status_check";--> statement-breakpoint
ALTER TABLE "access_requests" RENAME CONSTRAINT "magic_link_requests_approved_by_users_id_fk" TO "access_requests_approved_by_users_id_fk";--> statement-breakpoint
ALTER INDEX "magic_link_requests_email_lower_idx" RENAME TO "access_requests_email_lower_idx";--> statement-breakpoint
ALTER INDEX "magic_link_requests_open_idx" RENAME TO "access_requests_open_idx";--> statement-breakpoint
ALTER TRIGGER "magic_link_requests_list_totals_insert" ON "access_requests" RENAME TO "access_requests_list_totals_insert";--> statement-breakpoint
ALTER TRIGGER "magic_link_requests_list_totals_update" ON "access_requests" RENAME TO "access_requests_list_totals_update";--> statement-breakpoint
ALTER TRIGGER "magic_link_requests_list_totals_delete" ON "access_requests" RENAME TO "access_requests_list_totals_delete";--> statement-breakpoint
ALTER TRIGGER "magic_link_requests_list_totals_truncate" ON "access_requests" RENAME TO "access_requests_list_totals_truncate";--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "magic_link_signup" TO "access_link_sign_up";
