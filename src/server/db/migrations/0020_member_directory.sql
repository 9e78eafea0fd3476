-- Issue 33, decision 043: the directory's profile fields, who sees each one (members, connections or only the
-- organisers; the defaults are common/contracts/member-fields.ts's), leaving the directory, the photo's key, and the
-- organisers' list of topics.
CREATE TABLE "topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "offering" text;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "looking_for" text;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "website_url" text;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "linkedin_url" text;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "in_directory" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "photo_visible_to" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "headline_visible_to" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "company_visible_to" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "job_title_visible_to" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "industry_visible_to" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "summary_visible_to" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "location_visible_to" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "interests_visible_to" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "offering_visible_to" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "looking_for_visible_to" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "links_visible_to" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "email_visible_to" text DEFAULT 'connections' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "topics_name_lower_key" ON "topics" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "attendees_directory_created_idx" ON "attendees" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "attendees"."in_directory" and "attendees"."onboarding_completed" and not "attendees"."archived";--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_photo_visible_to" CHECK ("attendees"."photo_visible_to" in ('members', 'connections', 'organisers'));--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_headline_visible_to" CHECK ("attendees"."headline_visible_to" in ('members', 'connections', 'organisers'));--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_company_visible_to" CHECK ("attendees"."company_visible_to" in ('members', 'connections', 'organisers'));--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_job_title_visible_to" CHECK ("attendees"."job_title_visible_to" in ('members', 'connections', 'organisers'));--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_industry_visible_to" CHECK ("attendees"."industry_visible_to" in ('members', 'connections', 'organisers'));--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_summary_visible_to" CHECK ("attendees"."summary_visible_to" in ('members', 'connections', 'organisers'));--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_location_visible_to" CHECK ("attendees"."location_visible_to" in ('members', 'connections', 'organisers'));--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_interests_visible_to" CHECK ("attendees"."interests_visible_to" in ('members', 'connections', 'organisers'));--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_offering_visible_to" CHECK ("attendees"."offering_visible_to" in ('members', 'connections', 'organisers'));--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_looking_for_visible_to" CHECK ("attendees"."looking_for_visible_to" in ('members', 'connections', 'organisers'));--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_links_visible_to" CHECK ("attendees"."links_visible_to" in ('members', 'connections', 'organisers'));--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_email_visible_to" CHECK ("attendees"."email_visible_to" in ('members', 'connections', 'organisers'));