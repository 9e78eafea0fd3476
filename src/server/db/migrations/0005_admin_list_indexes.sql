DROP INDEX "conversations_pending_idx";--> statement-breakpoint
DROP INDEX "conversations_answered_idx";--> statement-breakpoint
DROP INDEX "conversations_archived_idx";--> statement-breakpoint
CREATE INDEX "conversations_pending_idx" ON "conversations" USING btree ("timestamp" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "conversations"."status" = 'pending' and "conversations"."step" = 'complete' and "conversations"."archived" = false;--> statement-breakpoint
CREATE INDEX "conversations_answered_idx" ON "conversations" USING btree ("timestamp" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "conversations"."status" = 'answered' and "conversations"."step" = 'complete' and "conversations"."archived" = false;--> statement-breakpoint
CREATE INDEX "conversations_archived_idx" ON "conversations" USING btree ("timestamp" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "conversations"."step" = 'complete' and "conversations"."archived" = true;--> statement-breakpoint
-- Members log search (docs/decisions/013): a trigram index over the searched columns, where pg_trgm is
-- available (PGlite loads it; PostgreSQL has it with its contrib package). Without it the search gives
-- the same answers, by reading the table. Written by hand: drizzle-kit cannot express the condition.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "attendees_search_trgm_idx" ON "attendees" USING gin (
      ("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("company", '') || ' ' || coalesce("job_title", '') || ' ' || coalesce("industry", '')) gin_trgm_ops
    );
  END IF;
END
$$;
