ALTER TABLE "message_reports" DROP CONSTRAINT "message_reports_status_check";--> statement-breakpoint
ALTER TABLE "message_reports" ALTER COLUMN "message_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "subject" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "question_id" uuid;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "answer_id" uuid;--> statement-breakpoint
ALTER TABLE "open_questions" ADD COLUMN "faq_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_question_id_open_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."open_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_answer_id_open_question_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."open_question_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_questions" ADD CONSTRAINT "open_questions_faq_entry_id_faq_entries_id_fk" FOREIGN KEY ("faq_entry_id") REFERENCES "public"."faq_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_question_reporter_key" ON "message_reports" USING btree ("question_id","reporter_id") WHERE "message_reports"."subject" = 'question';--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_answer_reporter_key" ON "message_reports" USING btree ("answer_id","reporter_id") WHERE "message_reports"."subject" = 'answer';--> statement-breakpoint
ALTER TABLE "open_questions" ADD CONSTRAINT "open_questions_faq_entry_id_unique" UNIQUE("faq_entry_id");--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_subject_check" CHECK (("message_reports"."subject" = 'message' and "message_reports"."message_id" is not null and "message_reports"."question_id" is null and "message_reports"."answer_id" is null)
        or ("message_reports"."subject" = 'question' and "message_reports"."message_id" is null and "message_reports"."question_id" is not null and "message_reports"."answer_id" is null)
        or ("message_reports"."subject" = 'answer' and "message_reports"."message_id" is null and "message_reports"."question_id" is not null and "message_reports"."answer_id" is not null));--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_status_check" CHECK ("message_reports"."status" in ('open', 'dismissed', 'warned', 'deactivated', 'hidden'));