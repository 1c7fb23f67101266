import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PENALTY_RULES } from '../../common/api/types';
import { LIMITS } from '../../common/limits';
import { defineRoute, tokenField } from '../lib/route';
import { idField } from '../lib/validation';
import {
  addPenaltyAdjustment,
  addSeason,
  closeGroupStage,
  createGroups,
  createMatches,
  deleteSeason,
  getDrawCandidates,
  getPenaltyAdjustments,
  regenerateTables,
  removePenaltyAdjustment,
  setPenaltyRule,
} from '../services/seasons';

const seasonBody = z.strictObject({ ...tokenField, season_id: idField('season') });

/** Season administration (admin only): the Seasons page of docs/PRODUCT.md#screens. */
export async function seasonRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/addSeason',
    summary: 'Add a season (admin); answers the season',
    auth: 'user',
    body: z.strictObject({
      ...tokenField,
      name: z
        .string({ error: 'Please enter a season name.' })
        .trim()
        .min(1, 'Please enter a season name.')
        .max(LIMITS.seasonNameMax, `The season name can have at most ${LIMITS.seasonNameMax} characters.`),
    }),
    handler: ({ user, body }) => addSeason(app, user, body.name),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getDrawCandidates',
    summary: 'Teams the group draw would take and those it leaves out, with the reason (admin)',
    auth: 'user',
    body: z.strictObject({ ...tokenField, season_id: idField('season').optional() }),
    handler: ({ user, body }) => getDrawCandidates(app, user, body.season_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/createGroups',
    summary:
      'Draw the two groups of a season without groups from the accepted, active teams of 20+ (admin); answers the groups and the teams left out',
    auth: 'user',
    body: seasonBody,
    handler: ({ user, body }) => createGroups(app, user, body.season_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/createMatches',
    summary: 'Create the group fixtures with referee slots and the knockout skeleton (admin)',
    auth: 'user',
    body: seasonBody,
    handler: ({ user, body }) => createMatches(app, user, body.season_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/deleteSeason',
    summary: 'Delete a season with its groups, matches, results and penalties (admin)',
    auth: 'user',
    body: seasonBody,
    handler: async ({ user, body }) => {
      await deleteSeason(app, user, body.season_id);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/regenerateTablesOfSeason',
    summary: 'Recompute missed referee duties from the final results and refill the knockout (admin)',
    auth: 'user',
    body: seasonBody,
    handler: async ({ user, body }) => {
      await regenerateTables(app, user, body.season_id);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/closeGroupStage',
    summary: 'End the group stage: open group matches become final 0:0, marked unplayed (admin)',
    auth: 'user',
    body: seasonBody,
    handler: ({ user, body }) => closeGroupStage(app, user, body.season_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/setPenaltyRule',
    summary: "Choose the season's penalty rule: 'credits' or 'threshold' (admin)",
    auth: 'user',
    body: z.strictObject({
      ...tokenField,
      season_id: idField('season'),
      rule: z.enum(PENALTY_RULES, { error: "The rule must be 'credits' or 'threshold'." }),
    }),
    handler: ({ user, body }) => setPenaltyRule(app, user, body.season_id, body.rule),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getPenaltyAdjustments',
    summary: 'Penalty adjustments of a season (admin)',
    auth: 'user',
    body: seasonBody,
    handler: ({ user, body }) => getPenaltyAdjustments(app, user, body.season_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/addPenaltyAdjustment',
    summary: 'Add or forgive missed referee duties of a team in a season, with a reason (admin)',
    auth: 'user',
    body: z.strictObject({
      ...tokenField,
      season_id: idField('season'),
      team_id: idField('team'),
      duties: z
        .number({ error: 'Please enter a whole number of duties.' })
        .int('Please enter a whole number of duties.')
        .min(-99, 'At most 99 duties at a time.')
        .max(99, 'At most 99 duties at a time.')
        .refine((n) => n !== 0, 'An adjustment of 0 duties changes nothing.'),
      reason: z
        .string({ error: 'Please give a reason.' })
        .trim()
        .min(1, 'Please give a reason.')
        .max(LIMITS.reasonMax, `The reason can have at most ${LIMITS.reasonMax} characters.`),
    }),
    handler: ({ user, body }) => addPenaltyAdjustment(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/removePenaltyAdjustment',
    summary: 'Remove a penalty adjustment (admin)',
    auth: 'user',
    body: z.strictObject({ ...tokenField, adjustment_id: idField('penalty adjustment') }),
    handler: async ({ user, body }) => {
      await removePenaltyAdjustment(app, user, body.adjustment_id);
      return null;
    },
  });
}
