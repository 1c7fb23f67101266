import { useQuery } from '@tanstack/react-query';
import type { LeagueDetails, LeagueText, LeagueTextKey } from '../../../common/api/league-texts';
import type { Locale } from '../../../common/i18n/locale';
import { apiData } from '../api-client';
import { paths } from '../paths';
import { leagueDetailsQueryKey, leagueTextQueryKey } from '../query-keys';

/** The league's details (name, address, contact, profiles): the footer, the imprint, the privacy policy. */
export function useLeagueDetails() {
  return useQuery({
    queryKey: leagueDetailsQueryKey,
    queryFn: () => apiData<LeagueDetails>(paths.api.getLeagueDetails),
  });
}

/** One of the league's texts in every language (decision 043). */
export function useLeagueText(key: LeagueTextKey) {
  return useQuery({
    queryKey: leagueTextQueryKey(key),
    queryFn: () => apiData<LeagueText>(paths.api.getLeagueText(key)),
  });
}

/**
 * The text in the reader's language, else in the other one (a text saved in one language only):
 * `lang` says which, for the element that holds it.
 */
export function textIn(text: LeagueText, locale: Locale): { body: string; lang: Locale } {
  if (text[locale] !== '') return { body: text[locale], lang: locale };
  const other: Locale = locale === 'de' ? 'en' : 'de';
  return { body: text[other], lang: other };
}

/** The details as the texts name them, {{postal_code}} and the rest. */
// Type imports only: the footer reads this on every page, and the details' schemas would bring zod.
export function detailValues(details: LeagueDetails | undefined): Record<string, string> {
  if (!details) return {};
  // The match window, the minimum squad and the domains are settings, no {{placeholder}} of the texts.
  const {
    match_window_months: _window,
    minimum_squad: _squad,
    eligible_domains: _domains,
    ...text
  } = details;
  return text;
}
