import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../common/api/enums';
import type {
  LeagueDetails,
  LeagueTextKey,
  LeagueTextVersion,
  UpdateLeagueDetailsRequest,
  UpdateLeagueTextRequest,
} from '../../../../common/api/league-texts';
import { apiData, apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import {
  leagueDetailsQueryKey,
  leagueTextsAdminQueryKey,
  leagueTextsQueryKey,
  leagueTextVersionsQueryKey,
} from '../../../lib/query-keys';

/** What a save or restore changes: this page's lists (the versions under it) and the visitor pages' texts. */
export const TEXT_VIEWS = [leagueTextsAdminQueryKey, leagueTextsQueryKey] as const;
/** What a change of the details changes: the forms and the pages that show them (footer, imprint). */
export const DETAILS_VIEWS = [leagueDetailsQueryKey] as const;

export function useLeagueTextsAdmin() {
  return useQuery({
    queryKey: leagueTextsAdminQueryKey,
    queryFn: () => apiData<LeagueTextVersion[]>(paths.api.getLeagueTexts, { body: {} }),
  });
}

export function useLeagueTextVersions(key: LeagueTextKey, locale: Language) {
  return useQuery({
    queryKey: leagueTextVersionsQueryKey(key, locale),
    queryFn: () => apiData<LeagueTextVersion[]>(paths.api.getLeagueTextVersions, { body: { key, locale } }),
  });
}

export const updateLeagueText = (fields: Omit<UpdateLeagueTextRequest, 'access_token'>) =>
  apiRequest<LeagueTextVersion>(paths.api.updateLeagueText, { body: fields });

export const restoreLeagueTextVersion = (versionId: number) =>
  apiRequest<LeagueTextVersion>(paths.api.restoreLeagueTextVersion, { body: { version_id: versionId } });

export const updateLeagueDetails = (fields: Omit<UpdateLeagueDetailsRequest, 'access_token'>) =>
  apiRequest<LeagueDetails>(paths.api.updateLeagueDetails, { body: fields });
