CREATE TABLE "open_question_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"from_team" boolean NOT NULL,
	"helpful_at" timestamp with time zone,
	"thanks_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_question_answers_body_length_check" CHECK (char_length("open_question_answers"."body") <= 4000),
	CONSTRAINT "open_question_answers_reason_length_check" CHECK (char_length("open_question_answers"."hidden_reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "open_question_followers" (
	"question_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_question_followers_question_id_member_id_pk" PRIMARY KEY("question_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "open_question_routes" (
	"question_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_question_routes_question_id_member_id_pk" PRIMARY KEY("question_id","member_id"),
	CONSTRAINT "open_question_routes_round_check" CHECK ("open_question_routes"."round" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "open_question_thanks" (
	"answer_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_question_thanks_answer_id_member_id_pk" PRIMARY KEY("answer_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "open_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asker_id" uuid NOT NULL,
	"body" text NOT NULL,
	"topics" text[] NOT NULL,
	"topic_keys" text[] NOT NULL,
	"anonymous" boolean NOT NULL,
	"faq_consent" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"second_round_at" timestamp with time zone,
	"first_member_answer_at" timestamp with time zone,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_questions_body_length_check" CHECK (char_length("open_questions"."body") <= 2000),
	CONSTRAINT "open_questions_reason_length_check" CHECK (char_length("open_questions"."hidden_reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "question_requests_per_week" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "open_question_answers" ADD CONSTRAINT "open_question_answers_question_id_open_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."open_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_question_answers" ADD CONSTRAINT "open_question_answers_author_id_attendees_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_question_followers" ADD CONSTRAINT "open_question_followers_question_id_open_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."open_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_question_followers" ADD CONSTRAINT "open_question_followers_member_id_attendees_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_question_routes" ADD CONSTRAINT "open_question_routes_question_id_open_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."open_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_question_routes" ADD CONSTRAINT "open_question_routes_member_id_attendees_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_question_thanks" ADD CONSTRAINT "open_question_thanks_answer_id_open_question_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."open_question_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_question_thanks" ADD CONSTRAINT "open_question_thanks_member_id_attendees_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_questions" ADD CONSTRAINT "open_questions_asker_id_attendees_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_question_answers_question_idx" ON "open_question_answers" USING btree ("question_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "open_question_answers_helpful_idx" ON "open_question_answers" USING btree ("author_id","helpful_at") WHERE "open_question_answers"."helpful_at" is not null and "open_question_answers"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "open_question_followers_member_idx" ON "open_question_followers" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "open_question_routes_member_idx" ON "open_question_routes" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "open_question_thanks_member_idx" ON "open_question_thanks" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "open_questions_list_idx" ON "open_questions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "open_questions_topics_idx" ON "open_questions" USING gin ("topic_keys");--> statement-breakpoint
CREATE INDEX "open_questions_asker_idx" ON "open_questions" USING btree ("asker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "community_settings" ADD CONSTRAINT "community_settings_question_requests_range" CHECK ("community_settings"."question_requests_per_week" between 0 and 50);