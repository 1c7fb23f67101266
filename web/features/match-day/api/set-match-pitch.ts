import type { RequestBody, setMatchPitchRequest } from '../../../../common/api/requests';
import type { MatchPitchAnswer } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** `pitchId` null: the default pitch. */
export function setMatchPitch(matchId: number, pitchId: number | null) {
  return apiRequest<MatchPitchAnswer>(paths.api.setMatchPitch, {
    body: { match_id: matchId, pitch_id: pitchId } satisfies RequestBody<typeof setMatchPitchRequest>,
  });
}
