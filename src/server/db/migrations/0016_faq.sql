CREATE TABLE "faq_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid,
	"topic" text,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', question), 'A') || setweight(to_tsvector('english', answer), 'B')) STORED NOT NULL,
	CONSTRAINT "faq_entries_conversation_id_unique" UNIQUE("conversation_id")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "faq_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_entries_search_idx" ON "faq_entries" USING gin ("search");--> statement-breakpoint
CREATE INDEX "faq_entries_published_idx" ON "faq_entries" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "attendees_full_name_words_idx" ON "attendees" USING btree (btrim(regexp_replace(lower("first_name" || ' ' || "last_name"), '[^[:alnum:]]+', ' ', 'g')));