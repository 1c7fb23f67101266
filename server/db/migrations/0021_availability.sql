-- Who is coming (issue 42): one availability answer per player and match, and the league's minimum
-- squad, below which a team is short 48 hours before kick-off. Both start empty or at 11 (11 vs 11).
CREATE TABLE "availability" (
	"match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_match_id_user_id_pk" PRIMARY KEY("match_id","user_id"),
	CONSTRAINT "availability_status" CHECK ("availability"."status" in ('yes', 'no', 'maybe'))
);
--> statement-breakpoint
ALTER TABLE "league_details" ADD COLUMN "minimum_squad" integer DEFAULT 11 NOT NULL;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_details" ADD CONSTRAINT "league_details_minimum_squad" CHECK ("league_details"."minimum_squad" between 1 and 30);