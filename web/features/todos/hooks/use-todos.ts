import { useQuery } from '@tanstack/react-query';
import { todosQueryKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { getTodos } from '../api/get-todos';

/** The caller's to-dos, shared by the lists and the menu's badge (one request for all of them). */
export function useTodos() {
  const { session } = useSession();
  const token = session?.access_token ?? null;
  return useQuery({
    queryKey: [...todosQueryKey, token],
    queryFn: getTodos,
    enabled: token !== null,
  });
}
