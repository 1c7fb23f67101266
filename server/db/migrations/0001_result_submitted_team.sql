ALTER TABLE "results" ADD COLUMN "submitted_team_id" integer;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_submitted_team_id_teams_id_fk" FOREIGN KEY ("submitted_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Results suggested before this column existed: the submitter's team, where they still play in the match.
UPDATE "results" SET "submitted_team_id" = "users"."member_of" FROM "users", "matches" WHERE "users"."id" = "results"."submitted_by" AND "matches"."id" = "results"."match_id" AND "users"."role" <> 'ADMIN' AND "users"."member_of" IN ("matches"."home_id", "matches"."guest_id");
