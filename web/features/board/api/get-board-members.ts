import { useQuery } from '@tanstack/react-query';
import type { BoardMember } from '../../../../common/api/types';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function useBoardMembers() {
  return useQuery({
    queryKey: ['board-members'],
    queryFn: () => apiData<BoardMember[]>(paths.api.getBoardMembers),
  });
}
