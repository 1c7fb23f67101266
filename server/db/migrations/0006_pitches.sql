CREATE TABLE "pitches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"map_url" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "pitch_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "pitches_name_unique" ON "pitches" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "pitches_one_default" ON "pitches" USING btree ("is_default") WHERE "pitches"."is_default";--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The league's usual ground as the default pitch, so existing matches (pitch_id null) have a place.
INSERT INTO "pitches" ("name", "address", "map_url", "is_default") VALUES ('Zentraler Hochschulsport, Pitch 1', 'Connollystraße 32, 80809 München', 'https://www.google.com/maps/search/?api=1&query=Connollystra%C3%9Fe+32%2C+80809+M%C3%BCnchen', true);
