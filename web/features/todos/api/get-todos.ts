import type { RequestBody, sessionRequest } from '../../../../common/api/requests';
import type { Todo } from '../../../../common/api/todos';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** What needs the caller, as the server decides it (docs/PRODUCT.md#to-do). */
export function getTodos(): Promise<Todo[]> {
  return apiData<Todo[]>(paths.api.getTodos, { body: {} satisfies RequestBody<typeof sessionRequest> });
}
