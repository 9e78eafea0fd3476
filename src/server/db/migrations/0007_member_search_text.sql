ALTER TABLE "attendees" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || E'\n' || email || E'\n' || coalesce(company, '') || E'\n' || coalesce(job_title, '') || E'\n' || coalesce(industry, ''))) STORED;--> statement-breakpoint
-- Members log search (docs/decisions/016): the trigram index moves from the expression of migration 0005
-- to the stored search_text, where pg_trgm is available. Written by hand, as in 0005: drizzle-kit cannot
-- express the condition.
DROP INDEX IF EXISTS "attendees_search_trgm_idx";--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "attendees_search_text_trgm_idx" ON "attendees" USING gin ("search_text" gin_trgm_ops);
  END IF;
END
$$;
