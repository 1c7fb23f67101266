import { actionPaths } from '../../../common/api/links';
import { m } from '../../../common/i18n/messages';
import type { Db, Tx } from '../../db/client';
import { captainsOf, kickOff, lines, matchText, pairing, type ResultFacts, scoreLines } from './events';
import { notify } from './notify';

/**
 * The reminders' items (docs/PRODUCT.md#deadlines), in the words of the other notifications and,
 * like them, in each recipient's language. The 'reminders' job calls each once per match and slot,
 * in the transaction that claims it.
 */

type Executor = Db | Tx;

/** A referee slot still empty 48 hours before the kick-off: to the referee team's captains. */
export async function refereeSlotReminder(
  db: Executor,
  matchId: number,
  refereeTeamId: number,
): Promise<void> {
  const text = await matchText(db, matchId);
  await notify(db, await captainsOf(db, [refereeTeamId]), {
    group: 'reminders',
    kind: 'reminder_referee',
    objectId: matchId,
    title: () => m.mail_reminder_referee_title({ pairing: pairing(text) }),
    body: () =>
      lines(
        m.mail_reminder_referee_body({ pairing: pairing(text) }),
        m.mail_kick_off_line({ when: kickOff(text.match.date) }),
      ),
    path: actionPaths.refereeing(matchId),
  });
}

/** No result 24 hours after the kick-off: to both teams' captains. */
export async function missingResultReminder(db: Executor, matchId: number): Promise<void> {
  const text = await matchText(db, matchId);
  await notify(db, await captainsOf(db, [text.match.homeId, text.match.guestId]), {
    group: 'reminders',
    kind: 'reminder_result',
    objectId: matchId,
    title: () => m.mail_reminder_result_title({ pairing: pairing(text) }),
    body: () =>
      lines(m.mail_reminder_result_body(), m.mail_kick_off_line({ when: kickOff(text.match.date) })),
    path: actionPaths.match(matchId),
  });
}

/** A suggestion unanswered for 48 hours: to the captains of the teams expected to answer it. */
export async function unansweredResultReminder(
  db: Executor,
  input: { matchId: number; result: ResultFacts & { id: number }; answeringTeams: readonly number[] },
): Promise<void> {
  const text = await matchText(db, input.matchId);
  const scores = await scoreLines(db, text, input.result);
  await notify(db, await captainsOf(db, input.answeringTeams), {
    group: 'reminders',
    kind: 'reminder_answer',
    objectId: input.result.id,
    title: () => m.mail_reminder_answer_title({ pairing: pairing(text) }),
    body: () => lines(m.mail_reminder_answer_body(), scores()),
    path: actionPaths.match(input.matchId),
  });
}
