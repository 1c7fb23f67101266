import type {
  AddPitchRequest,
  pitchRequest,
  RequestBody,
  UpdatePitchRequest,
} from '../../../../common/api/requests';
import type { NoData, Pitch } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

type Fields = Omit<AddPitchRequest, 'access_token'>;

export const addPitch = (fields: Fields) =>
  apiRequest<Pitch>(paths.api.addPitch, { body: fields satisfies Omit<AddPitchRequest, 'access_token'> });

export const updatePitch = (pitchId: number, fields: Fields) =>
  apiRequest<Pitch>(paths.api.updatePitch, {
    body: { pitch_id: pitchId, ...fields } satisfies Omit<UpdatePitchRequest, 'access_token'>,
  });

export const removePitch = (pitchId: number) =>
  apiRequest<NoData>(paths.api.removePitch, {
    body: { pitch_id: pitchId } satisfies RequestBody<typeof pitchRequest>,
  });

export const setDefaultPitch = (pitchId: number) =>
  apiRequest<Pitch>(paths.api.setDefaultPitch, {
    body: { pitch_id: pitchId } satisfies RequestBody<typeof pitchRequest>,
  });
