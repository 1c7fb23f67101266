-- Discipline (docs/PRODUCT.md#discipline, decision 087): cards recorded with a result, a season's
-- discipline rules, and an admin's length for the ban of a card. Suspensions are computed from these.
CREATE TABLE "ban_lengths" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"matches" integer NOT NULL,
	"reason" text NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"team_id" integer,
	"kind" text NOT NULL,
	"minute" integer,
	"recorded_by" integer,
	"recorded_team_id" integer,
	"disputed_by" integer,
	"disputed_at" timestamp with time zone,
	"dispute_note" text,
	"kept_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_kind" CHECK ("cards"."kind" in ('yellow', 'yellow_red', 'red')),
	CONSTRAINT "cards_minute_range" CHECK ("cards"."minute" between 0 and 200)
);
--> statement-breakpoint
CREATE TABLE "discipline_rules" (
	"season_id" integer PRIMARY KEY NOT NULL,
	"yellow_limit" integer NOT NULL,
	"yellow_ban" integer NOT NULL,
	"yellow_red_ban" integer NOT NULL,
	"red_ban" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ban_lengths" ADD CONSTRAINT "ban_lengths_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ban_lengths" ADD CONSTRAINT "ban_lengths_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_result_id_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_recorded_team_id_teams_id_fk" FOREIGN KEY ("recorded_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_disputed_by_users_id_fk" FOREIGN KEY ("disputed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_rules" ADD CONSTRAINT "discipline_rules_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cards_result_player_unique" ON "cards" USING btree ("result_id","player_id");--> statement-breakpoint
CREATE INDEX "cards_match_idx" ON "cards" USING btree ("match_id");