-- Names are one line of plain text (common/api/fields.ts NOT_IN_NAMES, issue 39): rows written
-- before the check lose their control characters and direction marks. Line breaks and tabs become
-- spaces, the rest goes, spaces are collapsed and trimmed; only rows holding such a character change.
-- A cleaned name that another row already has (or would have) keeps the names unique with its id
-- added, and one left empty becomes its kind and id. The league's details are one line each too.
-- The audit log keeps its entries as written (no row of it may change, migration 0008).
CREATE FUNCTION "league_clean_name"("value" text, "fallback" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(btrim(regexp_replace(regexp_replace(regexp_replace("value",
    '[\t\n\x0B\x0C\r\x85\u2028\u2029]', ' ', 'g'),
    '[\x01-\x08\x0E-\x1F\x7F-\x84\x86-\x9F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g'),
    ' {2,}', ' ', 'g')), ''), "fallback")
$$;--> statement-breakpoint
CREATE FUNCTION "league_dirty_name"("value" text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT "value" ~ '[\x01-\x1F\x7F-\x9F\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]'
$$;--> statement-breakpoint
UPDATE "users" SET "name" = league_clean_name("name", 'User ' || "id") WHERE league_dirty_name("name");--> statement-breakpoint
UPDATE "teams" AS t SET "name" = CASE
    WHEN EXISTS (SELECT 1 FROM "teams" AS o WHERE o."id" <> t."id"
      AND lower(league_clean_name(o."name", '')) = lower(league_clean_name(t."name", 'Team ' || t."id")))
    THEN league_clean_name(t."name", 'Team') || ' (' || t."id" || ')'
    ELSE league_clean_name(t."name", 'Team ' || t."id")
  END
  WHERE league_dirty_name(t."name");--> statement-breakpoint
UPDATE "teams" SET "name_short" = league_clean_name("name_short", 'T' || "id") WHERE league_dirty_name("name_short");--> statement-breakpoint
UPDATE "seasons" AS s SET "name" = CASE
    WHEN EXISTS (SELECT 1 FROM "seasons" AS o WHERE o."id" <> s."id"
      AND lower(league_clean_name(o."name", '')) = lower(league_clean_name(s."name", 'Season ' || s."id")))
    THEN league_clean_name(s."name", 'Season') || ' (' || s."id" || ')'
    ELSE league_clean_name(s."name", 'Season ' || s."id")
  END
  WHERE league_dirty_name(s."name");--> statement-breakpoint
UPDATE "groups" AS g SET "name" = CASE
    WHEN EXISTS (SELECT 1 FROM "groups" AS o WHERE o."id" <> g."id" AND o."season_id" = g."season_id"
      AND league_clean_name(o."name", '') = league_clean_name(g."name", 'Group ' || g."id"))
    THEN league_clean_name(g."name", 'Group') || ' (' || g."id" || ')'
    ELSE league_clean_name(g."name", 'Group ' || g."id")
  END
  WHERE league_dirty_name(g."name");--> statement-breakpoint
UPDATE "pitches" AS p SET "name" = CASE
    WHEN EXISTS (SELECT 1 FROM "pitches" AS o WHERE o."id" <> p."id"
      AND lower(league_clean_name(o."name", '')) = lower(league_clean_name(p."name", 'Pitch ' || p."id")))
    THEN league_clean_name(p."name", 'Pitch') || ' (' || p."id" || ')'
    ELSE league_clean_name(p."name", 'Pitch ' || p."id")
  END
  WHERE league_dirty_name(p."name");--> statement-breakpoint
UPDATE "board_members" SET "name" = league_clean_name("name", 'Board member ' || "id") WHERE league_dirty_name("name");--> statement-breakpoint
UPDATE "league_details" SET "name" = league_clean_name("name", '') WHERE league_dirty_name("name");--> statement-breakpoint
UPDATE "league_details" SET "phone" = league_clean_name("phone", '') WHERE league_dirty_name("phone");--> statement-breakpoint
UPDATE "league_details" SET "street" = league_clean_name("street", '') WHERE league_dirty_name("street");--> statement-breakpoint
UPDATE "league_details" SET "postal_code" = league_clean_name("postal_code", '') WHERE league_dirty_name("postal_code");--> statement-breakpoint
UPDATE "league_details" SET "city" = league_clean_name("city", '') WHERE league_dirty_name("city");--> statement-breakpoint
UPDATE "league_details" SET "register" = league_clean_name("register", '') WHERE league_dirty_name("register");--> statement-breakpoint
UPDATE "league_details" SET "board" = league_clean_name("board", '') WHERE league_dirty_name("board");--> statement-breakpoint
UPDATE "league_details" SET "content_responsible" = league_clean_name("content_responsible", '') WHERE league_dirty_name("content_responsible");--> statement-breakpoint
UPDATE "league_text_versions" SET "author_name" = league_clean_name("author_name", '') WHERE league_dirty_name("author_name");--> statement-breakpoint
DROP FUNCTION "league_clean_name"(text, text);--> statement-breakpoint
DROP FUNCTION "league_dirty_name"(text);
