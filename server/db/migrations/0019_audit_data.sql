-- Audit entries keep what they are about as data (decision 061): getAuditLog names it in the
-- reader's language from "data" and no longer reads the English target_label back. Entries
-- written before get their data from their label, by the forms the code wrote
-- (server/services/audit.ts targetText, in English); a label of no known form keeps "data" null
-- and is shown as stored, so nothing is lost. target_label itself stays as written.
ALTER TABLE "audit_log" ADD COLUMN "data" jsonb;--> statement-breakpoint
-- Entries are never changed (migration 0008): the trigger steps aside for this one filling-in,
-- inside the migration's transaction.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_or_delete";--> statement-breakpoint
UPDATE "audit_log" AS l SET "data" = (
  SELECT CASE
    WHEN l."action" = 'settings.update' THEN
      CASE WHEN l."target_label" = 'League settings' THEN jsonb_build_object('kind', 'settings') END
    WHEN l."action" = 'board.reorder' THEN
      CASE WHEN l."target_label" = 'Board' THEN jsonb_build_object('kind', 'board') END
    -- 'privacy (de)': a text's key and language.
    WHEN l."action" IN ('text.edit', 'text.restore') THEN
      CASE WHEN text_form IS NOT NULL
        THEN jsonb_build_object('kind', 'text', 'key', text_form[1], 'locale', text_form[2]) END
    -- 'Match 7' (the match was gone), or 'Home – Guest (Season, GROUP1, week 2)' with ': Team'
    -- after it for scorers; 'TBD' is a side not known yet, 'Season 4' a season without a row.
    WHEN l."action" LIKE 'match.%' OR l."action" LIKE 'result.%' OR l."action" LIKE 'scorers.%' THEN
      CASE
        WHEN l."target_label" ~ '^Match [0-9]+$' THEN jsonb_build_object(
          'kind', 'match', 'match_id', substring(l."target_label" FROM 7)::integer)
        WHEN pairing IS NOT NULL AND (l."season_id" IS NOT NULL OR pairing[3] ~ '^Season [0-9]+$') THEN
          jsonb_build_object(
            'kind', 'pairing',
            'home', nullif(pairing[1], 'TBD'),
            'guest', nullif(pairing[2], 'TBD'),
            'season', CASE WHEN pairing[3] ~ '^Season [0-9]+$' THEN NULL ELSE pairing[3] END,
            'season_id', CASE WHEN pairing[3] ~ '^Season [0-9]+$'
              THEN substring(pairing[3] FROM 8)::integer ELSE l."season_id" END,
            'stage', pairing[4],
            'week', pairing[5]::integer
          ) || CASE WHEN pairing[6] IS NULL THEN '{}'::jsonb
            ELSE jsonb_build_object('team', substring(pairing[6] FROM 3)) END
      END
    -- 'Anna Schmidt (Red Lions)': a person in a team (a deleted account without a team: its name).
    WHEN l."action" LIKE 'roster.%' OR l."action" IN ('team.captain', 'account.delete') THEN
      CASE
        WHEN in_form IS NOT NULL THEN jsonb_build_object('kind', 'member', 'name', in_form[1], 'team', in_form[2])
        WHEN l."action" = 'account.delete' THEN jsonb_build_object('kind', 'name', 'name', l."target_label")
      END
    -- 'Red Lions (Spring 2026)': a team's penalty in a season ('Season 4': the season was gone).
    WHEN l."action" LIKE 'penalty.%' THEN
      CASE WHEN in_form IS NOT NULL AND l."season_id" IS NOT NULL THEN jsonb_build_object(
        'kind', 'penalty',
        'team', in_form[1],
        'season', CASE WHEN in_form[2] = 'Season ' || l."season_id" THEN NULL ELSE in_form[2] END,
        'season_id', l."season_id")
      END
    -- Every other action wrote a name as it was: a team, a pitch, a season, a board member, an
    -- account, the league's name.
    ELSE jsonb_build_object('kind', 'name', 'name', l."target_label")
  END
  FROM
    -- Each form is looked for only in the actions that wrote it.
    (SELECT
      CASE WHEN l."action" LIKE 'text.%' THEN
        regexp_match(l."target_label", '^(home|rules_intro|privacy|imprint|terms) \((en|de)\)$') END AS text_form,
      CASE WHEN l."action" ~ '^(match|result|scorers)\.' THEN regexp_match(l."target_label",
        '^(.*) – (.*) \((.*), (GROUP[0-9]+|QUARTERFINAL[0-9]+|SEMIFINAL[0-9]+|FINAL|PLACE3), week ([0-9]+)\)(: .*)?$') END
        AS pairing,
      -- The first ' (' splits: a team's or season's name is the likelier to hold one ('Lions (2)').
      CASE WHEN l."action" ~ '^(roster|penalty)\.' OR l."action" IN ('team.captain', 'account.delete') THEN
        regexp_match(l."target_label", '^(.*?) \((.*)\)$') END AS in_form
      -- OFFSET 0 keeps each match computed once, not copied into every use of it above.
      OFFSET 0
    ) AS forms
);--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_or_delete";
