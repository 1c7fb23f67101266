CREATE TABLE "site" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"calendar_domain" text DEFAULT (gen_random_uuid()::text || '.league') NOT NULL,
	CONSTRAINT "site_one_row" CHECK ("site"."id" = 1)
);--> statement-breakpoint
INSERT INTO "site" DEFAULT VALUES;
