import type { ConfirmResultRequest, ResultConfirmation } from '../../../../common/api/referee-confirm';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** A referee confirms or disputes a match's result (docs/PRODUCT.md#referees-confirm). */
export function confirmResult(body: Omit<ConfirmResultRequest, 'access_token'>) {
  return apiRequest<ResultConfirmation>(paths.api.confirmResult, { body: { ...body } });
}
