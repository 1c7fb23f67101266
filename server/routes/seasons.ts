import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  closeGroupStageAnswer,
  createGroupsAnswer,
  createMatchesAnswer,
  drawCandidatesAnswer,
  noData,
  penaltyAdjustmentAnswer,
  seasonSummaryAnswer,
} from '../../common/api/answers';
import {
  addPenaltyAdjustmentRequest,
  addSeasonRequest,
  drawCandidatesRequest,
  removePenaltyAdjustmentRequest,
  seasonRequest,
  setAutoAcceptHoursRequest,
  setPenaltyRuleRequest,
} from '../../common/api/requests';
import { defineRoute } from '../lib/route';
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
  setAutoAcceptHours,
  setPenaltyRule,
} from '../services/seasons';

/** Season administration (admin only): the Seasons page of docs/PRODUCT.md#screens. */
export async function seasonRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/addSeason',
    summary: 'Add a season (admin); answers the season',
    auth: 'user',
    body: addSeasonRequest,
    answer: seasonSummaryAnswer,
    errors: ['season_name_taken', 'seasons_not_allowed'],
    handler: ({ user, body }) => addSeason(app, user, body.name),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getDrawCandidates',
    summary: 'Teams the group draw would take and those it leaves out, with the reason (admin)',
    auth: 'user',
    body: drawCandidatesRequest,
    answer: drawCandidatesAnswer,
    errors: ['season_not_found', 'seasons_not_allowed'],
    handler: ({ user, body }) => getDrawCandidates(app, user, body.season_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/createGroups',
    summary:
      'Draw the two groups of a season without groups from the accepted, active teams of 20+ (admin); answers the groups and the teams left out',
    auth: 'user',
    body: seasonRequest,
    answer: createGroupsAnswer,
    errors: ['draw_not_possible', 'season_not_found', 'seasons_not_allowed'],
    handler: ({ user, body }) => createGroups(app, user, body.season_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/createMatches',
    summary: 'Create the group fixtures with referee slots and the knockout skeleton (admin)',
    auth: 'user',
    body: seasonRequest,
    answer: createMatchesAnswer,
    errors: ['matches_not_creatable', 'season_not_found', 'seasons_not_allowed'],
    handler: ({ user, body }) => createMatches(app, user, body.season_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/deleteSeason',
    summary: 'Delete a season with its groups, matches, results and penalties (admin)',
    auth: 'user',
    body: seasonRequest,
    answer: noData,
    errors: ['season_not_found', 'seasons_not_allowed'],
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
    body: seasonRequest,
    answer: noData,
    errors: ['season_not_found', 'seasons_not_allowed'],
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
    body: seasonRequest,
    answer: closeGroupStageAnswer,
    errors: ['group_stage_not_closable', 'season_not_found', 'seasons_not_allowed'],
    handler: ({ user, body }) => closeGroupStage(app, user, body.season_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/setPenaltyRule',
    summary: "Choose the season's penalty rule: 'credits' or 'threshold' (admin)",
    auth: 'user',
    body: setPenaltyRuleRequest,
    answer: seasonSummaryAnswer,
    errors: ['season_not_found', 'seasons_not_allowed'],
    handler: ({ user, body }) => setPenaltyRule(app, user, body.season_id, body.rule),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/setAutoAcceptHours',
    summary:
      "Set the season's deadline (whole hours, 0 = never) after which an unanswered suggested result becomes final by itself (admin)",
    auth: 'user',
    body: setAutoAcceptHoursRequest,
    answer: seasonSummaryAnswer,
    errors: ['season_not_found', 'seasons_not_allowed'],
    handler: ({ user, body }) => setAutoAcceptHours(app, user, body.season_id, body.hours),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getPenaltyAdjustments',
    summary: 'Penalty adjustments of a season (admin)',
    auth: 'user',
    body: seasonRequest,
    answer: z.array(penaltyAdjustmentAnswer),
    errors: ['season_not_found', 'seasons_not_allowed'],
    handler: ({ user, body }) => getPenaltyAdjustments(app, user, body.season_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/addPenaltyAdjustment',
    summary: 'Add or forgive missed referee duties of a team in a season, with a reason (admin)',
    auth: 'user',
    body: addPenaltyAdjustmentRequest,
    answer: penaltyAdjustmentAnswer,
    errors: ['season_not_found', 'seasons_not_allowed', 'team_not_found', 'team_not_in_season'],
    handler: ({ user, body }) => addPenaltyAdjustment(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/removePenaltyAdjustment',
    summary: 'Remove a penalty adjustment (admin)',
    auth: 'user',
    body: removePenaltyAdjustmentRequest,
    answer: noData,
    errors: ['penalty_not_found', 'seasons_not_allowed'],
    handler: async ({ user, body }) => {
      await removePenaltyAdjustment(app, user, body.adjustment_id);
      return null;
    },
  });
}
