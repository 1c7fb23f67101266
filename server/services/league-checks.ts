import type { FastifyInstance } from 'fastify';
import type { LeagueDetails, LeagueText } from '../../common/api/league-texts';
import { LEAGUE_DETAILS, leagueTextKey } from './league-read';

/**
 * Whether the league checks eligibility (a university domain listed, decision 096) and has
 * participation terms to accept (decision 097), read from the public answers in memory: when it
 * does neither, getUserByToken and the own roster say so without a database read, as the
 * dashboard's reads come from memory once warm (server/perf/dashboard-snapshot.test.ts).
 */
export async function leagueChecks(app: FastifyInstance): Promise<{ eligibility: boolean; terms: boolean }> {
  const details = (await app.publicCache.get(LEAGUE_DETAILS, { caughtUp: true }))
    ?.data as LeagueDetails | null;
  const terms = (await app.publicCache.get(leagueTextKey('participation'), { caughtUp: true }))?.data as
    | LeagueText
    | undefined;
  return {
    eligibility: (details?.eligible_domains.length ?? 0) > 0,
    terms: Boolean(terms && (terms.de || terms.en)),
  };
}
