import { useQuery } from '@tanstack/react-query';
import type {
  AddBoardMemberRequest,
  boardMemberRequest,
  RequestBody,
  reorderBoardMembersRequest,
  UpdateBoardMemberRequest,
} from '../../../../common/api/requests';
import type { BoardMemberAdmin, NoData } from '../../../../common/api/types';
import { apiData, apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { boardAdminQueryKey, boardMembersQueryKey } from '../../../lib/query-keys';

/** What a board write changes: the admin's list and Meet the Team. */
export const BOARD_VIEWS = [boardAdminQueryKey, boardMembersQueryKey] as const;

export function useBoardAdmin() {
  return useQuery({
    queryKey: boardAdminQueryKey,
    queryFn: () => apiData<BoardMemberAdmin[]>(paths.api.listBoardMembers, { body: {} }),
  });
}

export const addBoardMember = (fields: Omit<AddBoardMemberRequest, 'access_token'>) =>
  apiRequest<BoardMemberAdmin>(paths.api.addBoardMember, { body: fields });

export const updateBoardMember = (fields: Omit<UpdateBoardMemberRequest, 'access_token'>) =>
  apiRequest<BoardMemberAdmin>(paths.api.updateBoardMember, { body: fields });

export const removeBoardMember = (memberId: number) =>
  apiRequest<NoData>(paths.api.removeBoardMember, {
    body: { board_member_id: memberId } satisfies RequestBody<typeof boardMemberRequest>,
  });

export const reorderBoardMembers = (ids: number[]) =>
  apiRequest<BoardMemberAdmin[]>(paths.api.reorderBoardMembers, {
    body: { ids } satisfies RequestBody<typeof reorderBoardMembersRequest>,
  });
