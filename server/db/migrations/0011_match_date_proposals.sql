CREATE TABLE "match_date_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"kick_off" timestamp with time zone NOT NULL,
	"team_id" integer,
	"proposed_by" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_date_proposals" ADD CONSTRAINT "match_date_proposals_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_date_proposals" ADD CONSTRAINT "match_date_proposals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_date_proposals" ADD CONSTRAINT "match_date_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_date_proposals" ADD CONSTRAINT "match_date_proposals_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_date_proposals_one_open" ON "match_date_proposals" USING btree ("match_id") WHERE "match_date_proposals"."status" = 'open';