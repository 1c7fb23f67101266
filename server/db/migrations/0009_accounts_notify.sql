-- Every change to what a session check or a dashboard read takes from the accounts snapshot
-- (server/services/accounts-snapshot.ts: users, teams, ended sessions, settings, the sides of
-- matches) notifies league_accounts at its commit, whoever writes:
-- the app, another instance, create-admin or a restore. Per statement: one notification per
-- transaction whatever the rows (PostgreSQL folds equal notifications of one transaction).
CREATE FUNCTION league_accounts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('league_accounts', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_accounts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION league_accounts_changed();
--> statement-breakpoint
CREATE TRIGGER teams_accounts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teams"
  FOR EACH STATEMENT EXECUTE FUNCTION league_accounts_changed();
--> statement-breakpoint
CREATE TRIGGER ended_sessions_accounts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ended_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION league_accounts_changed();
--> statement-breakpoint
CREATE TRIGGER settings_accounts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION league_accounts_changed();
--> statement-breakpoint
CREATE TRIGGER matches_sides_accounts_changed AFTER INSERT OR DELETE OR UPDATE OF "home_id", "guest_id" OR TRUNCATE ON "matches"
  FOR EACH STATEMENT EXECUTE FUNCTION league_accounts_changed();
