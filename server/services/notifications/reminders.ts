import { actionPaths } from '../../../common/api/links';
import type { Db, Tx } from '../../db/client';
import { captainsOf, kickOff, lines, matchText, type ResultFacts, scoreLines } from './events';
import { notify } from './notify';

/**
 * The reminders' items (docs/PRODUCT.md#deadlines), in the words of the other notifications. The
 * 'reminders' job calls each once per match and slot, in the transaction that claims it.
 */

type Executor = Db | Tx;

/** A referee slot still empty 48 hours before the kick-off: to the referee team's captains. */
export async function refereeSlotReminder(
  db: Executor,
  matchId: number,
  refereeTeamId: number,
): Promise<void> {
  const m = await matchText(db, matchId);
  await notify(db, await captainsOf(db, [refereeTeamId]), {
    group: 'reminders',
    title: `Please appoint a referee for ${m.pairing}.`,
    body: lines(
      `Your team referees ${m.pairing} and nobody is appointed yet.`,
      `Kick-off: ${kickOff(m.match.date)}`,
    ),
    path: actionPaths.refereeing(matchId),
  });
}

/** No result 24 hours after the kick-off: to both teams' captains. */
export async function missingResultReminder(db: Executor, matchId: number): Promise<void> {
  const m = await matchText(db, matchId);
  await notify(db, await captainsOf(db, [m.match.homeId, m.match.guestId]), {
    group: 'reminders',
    title: `Please enter the result of ${m.pairing}.`,
    body: lines('Nobody has entered a result yet.', `Kick-off: ${kickOff(m.match.date)}`),
    path: actionPaths.match(matchId),
  });
}

/** A suggestion unanswered for 48 hours: to the captains of the teams expected to answer it. */
export async function unansweredResultReminder(
  db: Executor,
  input: { matchId: number; result: ResultFacts; answeringTeams: readonly number[] },
): Promise<void> {
  const m = await matchText(db, input.matchId);
  await notify(db, await captainsOf(db, input.answeringTeams), {
    group: 'reminders',
    title: `Please accept or answer the result suggested for ${m.pairing}.`,
    body: lines('Suggested result:', await scoreLines(db, m, input.result)),
    path: actionPaths.match(input.matchId),
  });
}
