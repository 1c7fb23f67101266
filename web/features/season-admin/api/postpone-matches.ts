import type { PostponedMatches, PostponeMatchesRequest } from '../../../../common/api/postponement';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function postponeMatches(body: Omit<PostponeMatchesRequest, 'access_token'>) {
  return apiRequest<PostponedMatches>(paths.api.postponeMatches, { body });
}
