CREATE TABLE "undeliverable_addresses" (
	"email" text PRIMARY KEY NOT NULL,
	"code" smallint NOT NULL,
	"reason" text NOT NULL,
	"marked_at" timestamp with time zone NOT NULL
);
