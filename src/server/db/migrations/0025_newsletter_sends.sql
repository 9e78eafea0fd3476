CREATE TABLE "newsletter_recipients" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"batch" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"detail" text,
	"done_at" timestamp with time zone,
	CONSTRAINT "newsletter_recipients_post_id_user_id_pk" PRIMARY KEY("post_id","user_id"),
	CONSTRAINT "newsletter_recipients_status" CHECK ("newsletter_recipients"."status" in ('queued', 'sending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_sends" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"queued_by" text,
	"recipients" integer NOT NULL,
	"batches" integer NOT NULL,
	"batch_size" integer NOT NULL,
	"rate_per_minute" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_once_keys" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_once_keys" ADD COLUMN "lease_id" text;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_post_id_newsletter_sends_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."newsletter_sends"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_queued_by_users_id_fk" FOREIGN KEY ("queued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_recipients_batch_idx" ON "newsletter_recipients" USING btree ("post_id","batch","status");