import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function deleteAccount() {
  return apiRequest<null>(paths.api.deleteAccount, { body: {} });
}
