CREATE TABLE "community_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"response_target_hours" integer DEFAULT 48 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_settings_one_row" CHECK ("community_settings"."id" = 1),
	CONSTRAINT "community_settings_target_range" CHECK ("community_settings"."response_target_hours" between 1 and 720)
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "first_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "first_responder_email" text;--> statement-breakpoint
CREATE INDEX "conversations_asked_idx" ON "conversations" USING btree ("timestamp") WHERE "conversations"."step" = 'complete';--> statement-breakpoint
-- Written by hand: questions answered before this migration keep the time of their (last) answer as the
-- first, and who sent it from the audit log's earliest answer, where there is one (one hash join).
UPDATE "conversations" SET "first_responded_at" = "responded_at"
WHERE "responded_at" IS NOT NULL AND "first_responded_at" IS NULL;--> statement-breakpoint
UPDATE "conversations" c SET "first_responder_email" = f."actor_email"
FROM (
  SELECT DISTINCT ON (a."details"->>'conversationId') a."details"->>'conversationId' AS "conversation_id", a."actor_email"
  FROM "audit_log" a
  WHERE a."action" = 'conversation.answer'
  ORDER BY a."details"->>'conversationId', a."created_at"
) f
WHERE c."id"::text = f."conversation_id" AND c."first_responder_email" IS NULL;--> statement-breakpoint
INSERT INTO "community_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
