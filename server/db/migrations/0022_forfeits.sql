-- Forfeits and no-shows (docs/PRODUCT.md#forfeits-and-unplayed-matches, decision 082): the team that
-- lost a forfeit and why, on its result; a captain's claim that the other team did not come, one per match.
CREATE TABLE "no_show_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"team_id" integer,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "no_show_claims_match_unique" UNIQUE("match_id")
);
--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "forfeit_team_id" integer;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "no_show_claims" ADD CONSTRAINT "no_show_claims_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_claims" ADD CONSTRAINT "no_show_claims_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_claims" ADD CONSTRAINT "no_show_claims_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_claims" ADD CONSTRAINT "no_show_claims_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_forfeit_team_id_teams_id_fk" FOREIGN KEY ("forfeit_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;