-- Referees confirm results (docs/PRODUCT.md#referees-confirm, decision 093): an appointed referee's
-- one answer per match after the final whistle, agreeing with its result or disputing it with a note.
-- A dispute holds the match's result for the admins until one of theirs is final.
CREATE TABLE "result_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"referee_id" integer NOT NULL,
	"result_id" integer,
	"score" text NOT NULL,
	"agree" boolean NOT NULL,
	"note" text,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "result_confirmations_dispute_note" CHECK ("result_confirmations"."agree" or "result_confirmations"."note" is not null)
);
--> statement-breakpoint
ALTER TABLE "result_confirmations" ADD CONSTRAINT "result_confirmations_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_confirmations" ADD CONSTRAINT "result_confirmations_referee_id_users_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_confirmations" ADD CONSTRAINT "result_confirmations_result_id_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "result_confirmations_match_referee_unique" ON "result_confirmations" USING btree ("match_id","referee_id");
