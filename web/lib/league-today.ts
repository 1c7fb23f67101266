import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { startOfLeagueDay } from '../../common/league/upcoming';
import { leagueTodayQueryKey } from './query-keys';

/**
 * The start of today in the league's time zone, by the server's clock as the page embeds it
 * (`leagueToday`, web/app/prerender.ts; decision 068): the server's render and the browser's
 * hydration decide what is next from the same day. A page the server did not render (the app
 * started elsewhere) has none, and goes by the browser's clock.
 */
export function useLeagueToday(): Date {
  const embedded = useQueryClient().getQueryData<string>(leagueTodayQueryKey);
  return useMemo(() => (embedded ? new Date(embedded) : startOfLeagueDay(new Date())), [embedded]);
}
