ALTER TABLE "mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
-- Mails given up before this column: their last attempt set next_attempt_at 15360 s (the tenth
-- backoff) ahead, so that is when they failed.
UPDATE "mail_outbox" SET "failed_at" = "next_attempt_at" - interval '15360 seconds' WHERE "sent_at" IS NULL AND "attempts" >= 10;
