import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ApiAnswer } from '../../common/api/types';
import { useAlert } from './alert';
import { hasApiSession } from './api-client';
import { penaltyAdjustmentsQueryKey, seasonsQueryKey, topScorersQueryKey } from './query-keys';

export interface LeagueMessages {
  success: string;
  /** Shown when the server refuses the call (after its own error text, if `serverError`). */
  failure: string;
  /** Shown when the call does not get through at all; defaults to `failure`. */
  exception?: string;
  /** Whether the server's error text is shown instead of `failure` (SPEC.md section 8 says per call). */
  serverError?: boolean;
}

/**
 * Every view a season or match-day write can change: seasons carry groups, matches, results and
 * standings, and the public pages read the same queries, so they update at once. Teams and the
 * draw candidates depend on memberships only, which none of these calls touch.
 */
const affectedQueries = [seasonsQueryKey, topScorersQueryKey, penaltyAdjustmentsQueryKey];

/** Runs one season or match-day call with the alerts of SPEC.md section 8; resolves to success. */
export function useLeagueAction() {
  const { showAlert } = useAlert();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async <T>(request: () => Promise<ApiAnswer<T>>, messages: LeagueMessages): Promise<boolean> => {
      setPending(true);
      try {
        const answer = await request();
        if (!answer.status) {
          // After a 401 the session provider has already said 'Invalid session'; keep that message.
          if (hasApiSession()) {
            showAlert((messages.serverError && answer.error) || messages.failure, 'error');
          }
          return false;
        }
        showAlert(messages.success, 'success');
        await Promise.all(affectedQueries.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        return true;
      } catch {
        showAlert(messages.exception ?? messages.failure, 'error');
        return false;
      } finally {
        setPending(false);
      }
    },
    [showAlert, queryClient],
  );

  return { run, pending };
}
