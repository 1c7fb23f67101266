import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LIMITS } from '../../common/limits';
import { defineRoute, tokenField } from '../lib/route';
import { idField } from '../lib/validation';
import { acceptResult, addResult, assignReferee, setScorers, updateMatchDate } from '../services/matches';

const score = (field: string) =>
  z
    .number({ error: `Please enter the ${field} as a number.` })
    .int(`The ${field} must be a whole number.`)
    .min(0, `The ${field} cannot be negative.`)
    .max(LIMITS.goalsMax, `The ${field} can be at most ${LIMITS.goalsMax}.`);

/** In UTC a four-digit year from 1: year 0 and five-digit years fail in the database. */
const storable = (time: number) => {
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
};

const DATE_FORMAT = 'Please enter a date in ISO 8601 format, e.g. 2025-05-14T18:00:00Z.';

/**
 * A real calendar day ('2025-02-30' is refused, not moved to March), with a time only together
 * with Z or an offset: without one, the server's own time zone would decide the moment.
 */
const isoMoment = z.union([
  z.iso.date(),
  z.iso.datetime({ offset: true }),
  z.iso.datetime({ offset: true, precision: -1 }),
]);

/** ISO 8601 ('2025-05-14T18:00:00Z', '2025-05-14'), or 'tbd' to clear the date. */
const dateField = z
  .string({ error: 'Please enter a date.' })
  .trim()
  .refine(
    (text) =>
      text.toLowerCase() === 'tbd' || (isoMoment.safeParse(text).success && storable(Date.parse(text))),
    DATE_FORMAT,
  )
  .transform((text) => (text.toLowerCase() === 'tbd' ? null : new Date(text)));

/** Match day: dates, referees, results and scorers (docs/PRODUCT.md#results-and-scorers). */
export async function matchRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/updateMatchDate',
    summary:
      "Set a match's date, ISO 8601 or 'tbd' (captains of the two teams until the result is final; admin always)",
    auth: 'user',
    body: z.strictObject({ ...tokenField, match_id: idField('match'), date: dateField }),
    handler: ({ user, body }) => updateMatchDate(app, user, body.match_id, body.date),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/assignReferee',
    summary:
      "Choose the referee (a player or captain of the referee team) for slot 1 or 2; default: the caller's team's slot (captain of that referee team, or admin)",
    auth: 'user',
    body: z.strictObject({
      ...tokenField,
      match_id: idField('match'),
      referee_id: idField('referee'),
      slot: z.union([z.literal(1), z.literal(2)], { error: 'The slot must be 1 or 2.' }).optional(),
    }),
    handler: ({ user, body }) => assignReferee(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/addResult',
    summary:
      'Suggest a result, once per user and match (captains of the two teams after the kick-off, admin any time); a level knockout result needs shootout_winner_id; forfeit (admin) is 3:0 or 0:3',
    auth: 'user',
    body: z.strictObject({
      ...tokenField,
      match_id: idField('match'),
      home_score: score('home score'),
      guest_score: score('guest score'),
      shootout_winner_id: idField('shoot-out winner').optional(),
      forfeit: z.boolean({ error: 'forfeit must be true or false.' }).optional(),
    }),
    handler: ({ user, body }) => addResult(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/acceptResult',
    summary:
      "Accept a suggested result, which becomes the match's only final result (captain of the other team after the kick-off, admin)",
    auth: 'user',
    body: z.strictObject({ ...tokenField, result_id: idField('result') }),
    handler: ({ user, body }) => acceptResult(app, user, body.result_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/addscorer',
    summary:
      "Replace a team's scorers of a pending or final result, not of a forfeit or unplayed match; the goals must add up to the team's score (captain of the team up to 14 days after the kick-off, admin)",
    auth: 'user',
    body: z.strictObject({
      ...tokenField,
      match_id: idField('match'),
      result_id: idField('result'),
      team_id: idField('team'),
      scorers: z
        .array(
          z.strictObject({
            playerId: idField('player'),
            goals: z
              .number({ error: 'Goals must be a number.' })
              .int('Goals must be a whole number.')
              .min(1, 'Only players with more than 0 goals are sent.')
              .max(LIMITS.goalsMax, `At most ${LIMITS.goalsMax} goals.`),
          }),
          { error: 'scorers must be a list.' },
        )
        .max(100, 'At most 100 scorers.'),
    }),
    handler: ({ user, body }) => setScorers(app, user, body),
  });
}
