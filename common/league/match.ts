/**
 * The one match shape of the server and the rules: the matches table's columns the rules read,
 * under the camelCase names the server's Drizzle rows have (server/db/schema.ts), and whether a
 * result of the match is final. The server passes its rows as they are (lockMatch in
 * server/services/matches.ts adds hasFinal); each rule takes the Pick of it it asks about. The
 * API's snake_case match becomes one only at the web's edge (web/lib/authorization.ts).
 */
export interface LeagueMatch {
  id: number;
  seasonId: number;
  matchStage: string;
  /** The kick-off; null while the match has no date ('tbd' in the API). */
  date: Date | null;
  homeId: number | null;
  guestId: number | null;
  refereeTeamId: number | null;
  refereeId: number | null;
  refereeTeamId2: number | null;
  refereeId2: number | null;
  /** Whether a result of the match is final: no column, read with the row from the results. */
  hasFinal: boolean;
}
