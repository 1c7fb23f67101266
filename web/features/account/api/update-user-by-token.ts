import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import type { User } from '../../../lib/queries/get-user-by-token';

/** Only the fields that changed are sent; the e-mail address cannot be changed. */
export interface ProfileChanges {
  name?: string;
  phone?: string;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) =>
      apiData<User>(paths.api.updateUserByToken, { body: { ...changes } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      // The name also shows in the roster of the own team.
      void queryClient.invalidateQueries({ queryKey: ['my-team'] });
    },
  });
}
