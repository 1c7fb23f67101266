import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function addSeason(name: string) {
  return apiRequest<{ id: number; name: string }>(paths.api.addSeason, { body: { name } });
}
