import { useQuery } from '@tanstack/react-query';
import type { BoardMember } from '../../../../common/api/types';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { boardMembersQueryKey } from '../../../lib/query-keys';

export function useBoardMembers() {
  return useQuery({
    queryKey: boardMembersQueryKey,
    queryFn: () => apiData<BoardMember[]>(paths.api.getBoardMembers),
  });
}
