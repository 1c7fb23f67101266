-- Fair play (docs/PRODUCT.md#fair-play, decision 094): each side's captain rates the opponent and
-- the appointed referees once per match, hidden until both sides rated or 48 hours passed; and the
-- season's choice to break a tie by the fair-play table before the draw of lots.
CREATE TABLE "fair_play_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"rater_team_id" integer NOT NULL,
	"rated_by" integer,
	"team_id" integer,
	"referee_id" integer,
	"score" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fair_play_ratings_score_range" CHECK ("fair_play_ratings"."score" between 1 and 5),
	CONSTRAINT "fair_play_ratings_one_subject" CHECK (("fair_play_ratings"."team_id" is null) <> ("fair_play_ratings"."referee_id" is null))
);
--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "fair_play_tiebreak" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fair_play_ratings" ADD CONSTRAINT "fair_play_ratings_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_play_ratings" ADD CONSTRAINT "fair_play_ratings_rater_team_id_teams_id_fk" FOREIGN KEY ("rater_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_play_ratings" ADD CONSTRAINT "fair_play_ratings_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_play_ratings" ADD CONSTRAINT "fair_play_ratings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_play_ratings" ADD CONSTRAINT "fair_play_ratings_referee_id_users_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_play_ratings_team_unique" ON "fair_play_ratings" USING btree ("match_id","rater_team_id","team_id") WHERE "fair_play_ratings"."team_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_play_ratings_referee_unique" ON "fair_play_ratings" USING btree ("match_id","rater_team_id","referee_id") WHERE "fair_play_ratings"."referee_id" is not null;--> statement-breakpoint
CREATE INDEX "fair_play_ratings_match_idx" ON "fair_play_ratings" USING btree ("match_id");
