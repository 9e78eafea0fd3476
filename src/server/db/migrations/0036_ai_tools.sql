CREATE TABLE "ai_tool_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_tool_categories_name_length_check" CHECK (char_length("ai_tool_categories"."name") <= 60)
);
--> statement-breakpoint
CREATE TABLE "ai_tool_users" (
	"tool_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_tool_users_tool_id_member_id_pk" PRIMARY KEY("tool_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "ai_tools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"purpose" text NOT NULL,
	"topics" text[] NOT NULL,
	"topic_keys" text[] NOT NULL,
	"price_band" text NOT NULL,
	"category_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"suggested_by" uuid NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"use_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_tools_status_check" CHECK ("ai_tools"."status" in ('pending', 'approved', 'declined', 'removed')),
	CONSTRAINT "ai_tools_price_band_check" CHECK ("ai_tools"."price_band" in ('free', 'freemium', 'paid', 'enterprise')),
	CONSTRAINT "ai_tools_name_length_check" CHECK (char_length("ai_tools"."name") <= 80),
	CONSTRAINT "ai_tools_purpose_length_check" CHECK (char_length("ai_tools"."purpose") <= 600),
	CONSTRAINT "ai_tools_link_length_check" CHECK (char_length("ai_tools"."link") <= 500),
	CONSTRAINT "ai_tools_reason_length_check" CHECK (char_length("ai_tools"."reason") <= 500),
	CONSTRAINT "ai_tools_use_count_check" CHECK ("ai_tools"."use_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "message_reports" DROP CONSTRAINT "message_reports_subject_check";--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "tool_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_tool_users" ADD CONSTRAINT "ai_tool_users_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_tool_users" ADD CONSTRAINT "ai_tool_users_member_id_attendees_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_category_id_ai_tool_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ai_tool_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_suggested_by_attendees_id_fk" FOREIGN KEY ("suggested_by") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_tool_categories_name_lower_key" ON "ai_tool_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "ai_tool_users_member_idx" ON "ai_tool_users" USING btree ("member_id","tool_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_tools_name_lower_key" ON "ai_tools" USING btree (lower("name")) WHERE "ai_tools"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "ai_tools_list_idx" ON "ai_tools" USING btree ("use_count" DESC NULLS LAST,lower("name"),"id") WHERE "ai_tools"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "ai_tools_topics_idx" ON "ai_tools" USING gin ("topic_keys");--> statement-breakpoint
CREATE INDEX "ai_tools_category_idx" ON "ai_tools" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "ai_tools_status_idx" ON "ai_tools" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ai_tools_suggested_by_idx" ON "ai_tools" USING btree ("suggested_by");--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_tool_reporter_key" ON "message_reports" USING btree ("tool_id","reporter_id") WHERE "message_reports"."subject" = 'tool';--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_subject_check" CHECK (("message_reports"."subject" = 'message' and "message_reports"."message_id" is not null and "message_reports"."question_id" is null and "message_reports"."answer_id" is null and "message_reports"."role_id" is null and "message_reports"."tool_id" is null)
        or ("message_reports"."subject" = 'question' and "message_reports"."message_id" is null and "message_reports"."question_id" is not null and "message_reports"."answer_id" is null and "message_reports"."role_id" is null and "message_reports"."tool_id" is null)
        or ("message_reports"."subject" = 'answer' and "message_reports"."message_id" is null and "message_reports"."question_id" is not null and "message_reports"."answer_id" is not null and "message_reports"."role_id" is null and "message_reports"."tool_id" is null)
        or ("message_reports"."subject" = 'role' and "message_reports"."message_id" is null and "message_reports"."question_id" is null and "message_reports"."answer_id" is null and "message_reports"."role_id" is not null and "message_reports"."tool_id" is null)
        or ("message_reports"."subject" = 'tool' and "message_reports"."message_id" is null and "message_reports"."question_id" is null and "message_reports"."answer_id" is null and "message_reports"."role_id" is null and "message_reports"."tool_id" is not null));--> statement-breakpoint
-- How many members use a tool (decision 071): kept by this trigger in the transaction that adds or takes away
-- a member's mark, whoever does it (the 'I use it' route, or a cascade), so the list sorts by use from the
-- partial index above and the count stays exact under simultaneous calls (each update takes the tool's row lock).
CREATE FUNCTION "ai_tool_users_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "ai_tools" SET "use_count" = "use_count" + 1 WHERE "id" = NEW."tool_id";
    RETURN NEW;
  ELSE
    UPDATE "ai_tools" SET "use_count" = greatest("use_count" - 1, 0) WHERE "id" = OLD."tool_id";
    RETURN OLD;
  END IF;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ai_tool_users_count" AFTER INSERT OR DELETE ON "ai_tool_users"
  FOR EACH ROW EXECUTE FUNCTION "ai_tool_users_count"();
