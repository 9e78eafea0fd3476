CREATE TABLE "job_once_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone NOT NULL
);
