import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiAnswer } from '../../common/api/types';
import { useAlert } from './alert';
import { hasApiSession } from './api-client';
import { paths } from './paths';
import { myTeamQueryKey } from './queries/get-my-team';
import { userQueryKey } from './queries/get-user-by-token';
import { drawCandidatesQueryKey, teamRequestsQueryKey, teamsQueryKey } from './query-keys';
import { useSession } from './session';

export interface ActionMessages<T> {
  success: string;
  /** Shown when the call fails without an error text of the server's. */
  failure: string;
  /** The caller's own role or team went away: the server ended the session, so log in again. */
  endsSession?: boolean;
  onSuccess?: (data: T) => void;
}

/** Every view of teams and membership that a team action can change; the draw takes teams by status and size. */
const affectedQueries = [
  myTeamQueryKey,
  teamsQueryKey,
  teamRequestsQueryKey,
  userQueryKey,
  drawCandidatesQueryKey,
];

/**
 * Runs one team or membership call with the alerts of SPEC.md section 8 and reloads the team
 * views afterwards. Resolves to whether the call succeeded.
 */
export function useTeamAction() {
  const { showAlert } = useAlert();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async <T>(request: () => Promise<ApiAnswer<T>>, messages: ActionMessages<T>): Promise<boolean> => {
      setPending(true);
      try {
        const answer = await request();
        if (!answer.status) {
          // After a 401 the session provider has already said 'Invalid session'; keep that message.
          if (hasApiSession()) showAlert(answer.error || messages.failure, 'error');
          return false;
        }
        showAlert(messages.success, 'success');
        if (messages.endsSession) {
          signOut();
          void navigate(paths.login);
          return true;
        }
        messages.onSuccess?.(answer.data);
        await Promise.all(affectedQueries.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        return true;
      } catch {
        showAlert(messages.failure, 'error');
        return false;
      } finally {
        setPending(false);
      }
    },
    [showAlert, signOut, navigate, queryClient],
  );

  return { run, pending };
}
