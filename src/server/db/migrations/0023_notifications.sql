CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"digest" text DEFAULT 'off' NOT NULL,
	"digest_hour" smallint DEFAULT 8 NOT NULL,
	"digest_weekday" smallint DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	"quiet_start" smallint,
	"quiet_end" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_digest" CHECK ("notification_preferences"."digest" in ('off', 'daily', 'weekly')),
	CONSTRAINT "notification_preferences_hour" CHECK ("notification_preferences"."digest_hour" between 0 and 23),
	CONSTRAINT "notification_preferences_weekday" CHECK ("notification_preferences"."digest_weekday" between 1 and 7),
	CONSTRAINT "notification_preferences_quiet" CHECK (("notification_preferences"."quiet_start" is null) = ("notification_preferences"."quiet_end" is null) and coalesce("notification_preferences"."quiet_start" between 0 and 1439 and "notification_preferences"."quiet_end" between 0 and 1439 and "notification_preferences"."quiet_start" <> "notification_preferences"."quiet_end", true))
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel"),
	CONSTRAINT "notification_settings_channel" CHECK ("notification_settings"."channel" in ('product', 'email', 'push'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"email_pending" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_email_pending_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."email_pending";--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");