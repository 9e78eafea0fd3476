CREATE TABLE "open_role_interests" (
	"role_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_role_interests_role_id_member_id_pk" PRIMARY KEY("role_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "open_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"poster_id" uuid NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"place" text NOT NULL,
	"place_key" text GENERATED ALWAYS AS (lower(place)) STORED,
	"remote" boolean NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"apply" text NOT NULL,
	"apply_url" text,
	"topics" text[] NOT NULL,
	"topic_keys" text[] NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"removed_reason" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', company), 'A') || setweight(to_tsvector('simple', place), 'B') || setweight(to_tsvector('simple', description), 'C')) STORED NOT NULL,
	CONSTRAINT "open_roles_kind_check" CHECK ("open_roles"."kind" in ('full-time', 'contract', 'advisory', 'board')),
	CONSTRAINT "open_roles_apply_check" CHECK ("open_roles"."apply" in ('introduction', 'link')),
	CONSTRAINT "open_roles_title_length_check" CHECK (char_length("open_roles"."title") <= 120),
	CONSTRAINT "open_roles_company_length_check" CHECK (char_length("open_roles"."company") <= 120),
	CONSTRAINT "open_roles_place_length_check" CHECK (char_length("open_roles"."place") <= 120),
	CONSTRAINT "open_roles_description_length_check" CHECK (char_length("open_roles"."description") <= 4000),
	CONSTRAINT "open_roles_reason_length_check" CHECK (char_length("open_roles"."removed_reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "message_reports" DROP CONSTRAINT "message_reports_subject_check";--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "role_id" uuid;--> statement-breakpoint
ALTER TABLE "open_role_interests" ADD CONSTRAINT "open_role_interests_role_id_open_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."open_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_role_interests" ADD CONSTRAINT "open_role_interests_member_id_attendees_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_role_interests" ADD CONSTRAINT "open_role_interests_request_id_connection_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."connection_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_roles" ADD CONSTRAINT "open_roles_poster_id_attendees_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_role_interests_member_idx" ON "open_role_interests" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "open_role_interests_request_idx" ON "open_role_interests" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "open_roles_list_idx" ON "open_roles" USING btree ("pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "open_roles"."closed_at" is null and "open_roles"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "open_roles_kind_idx" ON "open_roles" USING btree ("kind","pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "open_roles"."closed_at" is null and "open_roles"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "open_roles_place_idx" ON "open_roles" USING btree ("place_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "open_roles_topics_idx" ON "open_roles" USING gin ("topic_keys");--> statement-breakpoint
CREATE INDEX "open_roles_search_idx" ON "open_roles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "open_roles_poster_idx" ON "open_roles" USING btree ("poster_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_role_id_open_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."open_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendees_looking_for_words_idx" ON "attendees" USING gin (to_tsvector('simple', coalesce("looking_for", '')));--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_role_reporter_key" ON "message_reports" USING btree ("role_id","reporter_id") WHERE "message_reports"."subject" = 'role';--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_subject_check" CHECK (("message_reports"."subject" = 'message' and "message_reports"."message_id" is not null and "message_reports"."question_id" is null and "message_reports"."answer_id" is null and "message_reports"."role_id" is null)
        or ("message_reports"."subject" = 'question' and "message_reports"."message_id" is null and "message_reports"."question_id" is not null and "message_reports"."answer_id" is null and "message_reports"."role_id" is null)
        or ("message_reports"."subject" = 'answer' and "message_reports"."message_id" is null and "message_reports"."question_id" is not null and "message_reports"."answer_id" is not null and "message_reports"."role_id" is null)
        or ("message_reports"."subject" = 'role' and "message_reports"."message_id" is null and "message_reports"."question_id" is null and "message_reports"."answer_id" is null and "message_reports"."role_id" is not null));