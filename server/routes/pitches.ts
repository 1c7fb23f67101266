import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { matchPitchAnswer, noData, pitchAnswer } from '../../common/api/answers';
import {
  addPitchRequest,
  pitchRequest,
  setMatchPitchRequest,
  updatePitchRequest,
} from '../../common/api/requests';
import { m } from '../../common/i18n/messages';
import { notFound } from '../lib/errors';
import { defineRoute } from '../lib/route';
import { setMatchPitch } from '../services/matches';
import { addPitch, removePitch, setDefaultPitch, updatePitch } from '../services/pitches';
import { sendCached } from '../services/public-cache';

/** Pitches and where each match is played (docs/PRODUCT.md#pitches). */
export async function pitchRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/getPitches',
    summary: 'All pitches, the default first (a match with pitch_id null is played at the default)',
    auth: 'none',
    answer: z.array(pitchAnswer),
    errors: ['not_found'],
    handler: async ({ request, reply }) => {
      const answer = await app.publicCache.get('pitches');
      if (!answer) throw notFound('not_found', m.server_not_found());
      return sendCached(request, reply, answer);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/addPitch',
    summary: 'Add a pitch: name, address and an http(s) map link (admin)',
    auth: 'user',
    body: addPitchRequest,
    answer: pitchAnswer,
    errors: ['pitch_name_taken', 'pitches_not_allowed'],
    handler: ({ user, body }) => addPitch(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/updatePitch',
    summary: "Change a pitch's name, address and map link (admin)",
    auth: 'user',
    body: updatePitchRequest,
    answer: pitchAnswer,
    errors: ['pitch_name_taken', 'pitch_not_found', 'pitches_not_allowed'],
    handler: ({ user, body }) => updatePitch(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/removePitch',
    summary: 'Remove a pitch that is not the default and that no match names (admin)',
    auth: 'user',
    body: pitchRequest,
    answer: noData,
    errors: ['pitch_not_found', 'pitch_not_removable', 'pitches_not_allowed'],
    handler: ({ user, body }) => removePitch(app, user, body.pitch_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/setDefaultPitch',
    summary: 'Make a pitch the default, where matches without a pitch of their own are played (admin)',
    auth: 'user',
    body: pitchRequest,
    answer: pitchAnswer,
    errors: ['pitch_not_found', 'pitches_not_allowed'],
    handler: ({ user, body }) => setDefaultPitch(app, user, body.pitch_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/setMatchPitch',
    summary:
      'Set where a match is played; pitch_id null = the default pitch (captains of the two teams until the result is final; admin always)',
    auth: 'user',
    body: setMatchPitchRequest,
    answer: matchPitchAnswer,
    errors: ['match_not_found', 'match_pitch_not_allowed', 'pitch_not_found'],
    handler: ({ user, body }) => setMatchPitch(app, user, body.match_id, body.pitch_id),
  });
}
