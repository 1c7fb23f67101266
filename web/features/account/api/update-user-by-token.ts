import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestBody, updateUserRequest } from '../../../../common/api/requests';
import type { AccountUser } from '../../../../common/api/types';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** Only the fields that changed are sent; the e-mail address cannot be changed. */
export type ProfileChanges = RequestBody<typeof updateUserRequest>;

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) =>
      apiData<AccountUser>(paths.api.updateUserByToken, {
        body: { ...changes } satisfies RequestBody<typeof updateUserRequest>,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      // The name also shows in the roster of the own team.
      void queryClient.invalidateQueries({ queryKey: ['my-team'] });
    },
  });
}
