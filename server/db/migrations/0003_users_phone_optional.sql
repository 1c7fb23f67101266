ALTER TABLE "users" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
-- create-admin gave admins without --phone this made-up number: they have none.
UPDATE "users" SET "phone" = NULL WHERE "phone" = '+4989000000' AND "role" = 'ADMIN';
