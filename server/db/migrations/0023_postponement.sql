-- Postponed by the league (postponeMatches): why and when, shown on the public pages until the
-- match gets a date again. Matches postponed before this migration have neither.
ALTER TABLE "matches" ADD COLUMN "postponed_reason" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "postponed_at" timestamp with time zone;
