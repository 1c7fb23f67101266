import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { actionPaths } from '../../../common/api/links';
import { m } from '../../../common/i18n/messages';
import type { Tx } from '../../db/client';
import { teams } from '../../db/schema';
import { captainsOf, lines, matchText, pairing, scoreLines } from './events';
import { notifyNow } from './now';

/**
 * A match given up, by a declaration or a confirmed no-show (docs/PRODUCT.md#forfeits-and-unplayed-matches):
 * the captains of both teams and of the referee teams and the appointed referees learn it at once,
 * each in their language, not in the next digest: they were about to travel to a match that will
 * not be played. Whoever declared or confirmed it is left out.
 */
export async function matchForfeited(
  app: FastifyInstance,
  tx: Tx,
  input: {
    matchId: number;
    result: { scoreHome: number; scoreGuest: number; shootoutWinnerId: number | null; forfeit: boolean };
    loserId: number;
    how: 'declared' | 'no_show';
    reason: string | null;
    actorId: number;
  },
): Promise<void> {
  const text = await matchText(tx, input.matchId);
  const [loser] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, input.loserId));
  const team = loser?.name ?? '';
  const scores = await scoreLines(tx, text, input.result);
  const title = () =>
    input.how === 'declared'
      ? m.mail_forfeit_declared_title({ team, pairing: pairing(text) })
      : m.mail_no_show_confirmed_title({ team, pairing: pairing(text) });
  const reason = () => (input.reason ? m.mail_forfeit_reason({ reason: input.reason }) : null);
  const path = actionPaths.match(text.match.id);
  // Both teams' captains: the other team, and the fellow captains of the team that gave up (or did not come).
  const opponents = (await captainsOf(tx, [text.match.homeId, text.match.guestId])).filter(
    (id) => id !== input.actorId,
  );
  await notifyNow(app, tx, opponents, {
    group: 'results',
    kind: 'result_final',
    objectId: text.match.id,
    title,
    body: () => lines(scores(), reason()),
    path,
  });
  const refereeSide = [
    ...(await captainsOf(tx, [text.match.refereeTeamId, text.match.refereeTeamId2])),
    text.match.refereeId,
    text.match.refereeId2,
  ];
  const referees = refereeSide.filter(
    (id): id is number => id !== null && id !== input.actorId && !opponents.includes(id),
  );
  await notifyNow(app, tx, referees, {
    group: 'referee',
    kind: 'result_final',
    objectId: text.match.id,
    title,
    body: () => lines(scores(), reason(), m.mail_forfeit_duty_lapses()),
    path,
  });
}
