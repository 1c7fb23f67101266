import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiAnswer, ApiFailure } from '../../common/api/types';
import { m } from '../../common/i18n/messages';
import { type AlertOptions, useAlert } from './alert';
import { hasApiSession } from './api-client';
import { paths } from './paths';
import { isOffline } from './pwa';
import {
  dateProposalsQueryKey,
  drawCandidatesQueryKey,
  myTeamQueryKey,
  penaltyAdjustmentsQueryKey,
  pendingResultsQueryKey,
  pitchesQueryKey,
  seasonsQueryKey,
  teamRequestsQueryKey,
  teamsQueryKey,
  todosQueryKey,
  userQueryKey,
} from './query-keys';
import { useSession } from './session';

/**
 * Every view a season or match-day write can change: seasons carry groups, matches, results and
 * standings, and the public pages read the same queries, so they update at once. Teams and the
 * draw candidates depend on memberships only, which none of these calls touch. Results, dates and
 * referees are what most to-dos are about, so the To do list and its badge reload too. A date
 * change ends an open proposal to move the match, and an accepted proposal changes the date.
 */
export const LEAGUE_VIEWS: readonly QueryKey[] = [
  seasonsQueryKey,
  pendingResultsQueryKey,
  penaltyAdjustmentsQueryKey,
  todosQueryKey,
  pitchesQueryKey,
  dateProposalsQueryKey,
];

/**
 * Every view of teams and membership that a team action can change; the draw takes teams by
 * status and size; join and team requests are to-dos.
 */
export const TEAM_VIEWS: readonly QueryKey[] = [
  todosQueryKey,
  myTeamQueryKey,
  teamsQueryKey,
  teamRequestsQueryKey,
  userQueryKey,
  drawCandidatesQueryKey,
];

export interface ActionMessages<T> {
  /** The sentence of docs/PRODUCT.md#messages, first line of the alert. */
  success: string;
  /** The second line of the success alert: whom or what the action was about (docs/PRODUCT.md#messages). */
  subject?: string;
  /** A button in the success alert, e.g. Undo. */
  action?: AlertOptions['action'];
  /** Shown when the server refuses the call without an error text, or when `serverError` is false. */
  failure: string;
  /** Shown when the call does not get through at all; defaults to `failure`. */
  exception?: string;
  /** Whether the server's error text is shown instead of `failure`; docs/PRODUCT.md#messages says per call. */
  serverError?: boolean;
  /**
   * Takes a refusal about a form's field, to say it under that field instead of in an alert:
   * returns whether it did.
   */
  fieldRefusal?: (refusal: ApiFailure) => boolean;
  /** The caller's own role or team went away: the server ended the session, so log in again. */
  endsSession?: boolean;
  onSuccess?: (data: T) => void;
}

/**
 * Runs one write with the alerts of docs/PRODUCT.md#messages and reloads `views` afterwards.
 * `run` resolves to whether the call succeeded.
 */
export function useAction(views: readonly QueryKey[]) {
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
          if (messages.fieldRefusal?.(answer)) return false;
          // After a 401 the session provider has already said 'Invalid session'; keep that message.
          if (hasApiSession()) {
            const serverText = messages.serverError === false ? undefined : answer.error;
            showAlert(serverText || messages.failure, 'error');
          }
          return false;
        }
        showAlert(messages.success, 'success', { detail: messages.subject, action: messages.action });
        if (messages.endsSession) {
          signOut();
          void navigate(paths.login);
          return true;
        }
        messages.onSuccess?.(answer.data);
        await Promise.all(views.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        return true;
      } catch {
        // Nothing is queued for later (decision 046): without a network the write is simply not made.
        showAlert(
          isOffline() ? m.common_offline_not_saved() : (messages.exception ?? messages.failure),
          'error',
        );
        return false;
      } finally {
        setPending(false);
      }
    },
    [views, showAlert, signOut, navigate, queryClient],
  );

  return { run, pending };
}
