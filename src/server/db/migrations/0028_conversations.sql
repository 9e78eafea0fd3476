CREATE TABLE "member_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "member_blocks_not_self_check" CHECK ("member_blocks"."blocker_id" <> "member_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reports_message_reporter_key" UNIQUE("message_id","reporter_id"),
	CONSTRAINT "message_reports_status_check" CHECK ("message_reports"."status" in ('open', 'dismissed', 'warned', 'deactivated')),
	CONSTRAINT "message_reports_reason_length_check" CHECK (char_length("message_reports"."reason") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "private_conversation_members" (
	"conversation_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"read_seq" bigint DEFAULT 0 NOT NULL,
	"delivered_seq" bigint DEFAULT 0 NOT NULL,
	"hidden_before_seq" bigint DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"away_from_seq" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_conversation_members_conversation_id_member_id_pk" PRIMARY KEY("conversation_id","member_id"),
	CONSTRAINT "private_conversation_members_unread_check" CHECK ("private_conversation_members"."unread_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "private_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_low" uuid NOT NULL,
	"member_high" uuid NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_conversations_pair_key" UNIQUE("member_low","member_high"),
	CONSTRAINT "private_conversations_pair_order_check" CHECK ("private_conversations"."member_low" < "private_conversations"."member_high")
);
--> statement-breakpoint
CREATE TABLE "private_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "private_messages_seq_key" UNIQUE("conversation_id","seq"),
	CONSTRAINT "private_messages_client_key" UNIQUE("conversation_id","sender_id","client_key"),
	CONSTRAINT "private_messages_body_length_check" CHECK (char_length("private_messages"."body") <= 4000),
	CONSTRAINT "private_messages_client_key_length_check" CHECK (char_length("private_messages"."client_key") <= 100)
);
--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocker_id_attendees_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_id_attendees_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_private_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."private_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_id_attendees_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_conversation_members" ADD CONSTRAINT "private_conversation_members_conversation_id_private_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."private_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_conversation_members" ADD CONSTRAINT "private_conversation_members_member_id_attendees_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_conversations" ADD CONSTRAINT "private_conversations_member_low_attendees_id_fk" FOREIGN KEY ("member_low") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_conversations" ADD CONSTRAINT "private_conversations_member_high_attendees_id_fk" FOREIGN KEY ("member_high") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_messages" ADD CONSTRAINT "private_messages_conversation_id_private_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."private_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_messages" ADD CONSTRAINT "private_messages_sender_id_attendees_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_blocks_blocked_idx" ON "member_blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
CREATE INDEX "message_reports_queue_idx" ON "message_reports" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_reports_reporter_idx" ON "message_reports" USING btree ("reporter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "private_conversation_members_list_idx" ON "private_conversation_members" USING btree ("member_id","last_message_at" DESC NULLS LAST,"conversation_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "private_conversation_members_unread_idx" ON "private_conversation_members" USING btree ("member_id","unread_count") WHERE "private_conversation_members"."unread_count" > 0;--> statement-breakpoint
CREATE INDEX "private_conversations_high_idx" ON "private_conversations" USING btree ("member_high");--> statement-breakpoint
CREATE INDEX "private_messages_sender_idx" ON "private_messages" USING btree ("sender_id");