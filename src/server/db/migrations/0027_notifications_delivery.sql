CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_key" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "in_product" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id"); --> statement-breakpoint
-- Administrators' subscriptions become theirs as accounts; a browser kept under two administrators goes to
-- whoever subscribed it last (the newest row).
INSERT INTO "push_subscriptions" ("user_id", "endpoint", "p256dh", "auth", "created_at", "updated_at")
SELECT DISTINCT ON ("endpoint") "user_id", "endpoint", "p256dh", "auth", "created_at", "updated_at"
FROM "admin_push_tokens"
WHERE "user_id" IS NOT NULL AND "platform" = 'web'
ORDER BY "endpoint", "updated_at" DESC;--> statement-breakpoint
DROP TABLE "admin_push_tokens" CASCADE;
