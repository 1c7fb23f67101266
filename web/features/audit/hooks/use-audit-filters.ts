import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, type AuditAction } from '../../../../common/api/audit';
import { instantFromWallClock } from '../../../../common/league/kick-off';
import type { Filters } from '../api/get-audit-log';

const isAction = (value: string | null): value is AuditAction =>
  value !== null && (AUDIT_ACTIONS as readonly string[]).includes(value);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The league's midnight starting the day 'YYYY-MM-DD' (plus `days`), as the API's ISO moment. */
function midnight(day: string, days = 0): string | undefined {
  if (!DAY.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return instantFromWallClock(`${date.toISOString().slice(0, 10)}T00:00`)?.toISOString();
}

/** The filters as the URL keeps them (a link from My Team or a reload shows the same entries). */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  // setParams does not queue like setState: two changes before the next render (a quick "clear
  // From, clear To") would both start from the same params and the first would be lost. The params
  // last asked for count until the URL shows them. They are let go once React has committed that URL,
  // not while rendering it: the router changes the URL in a transition, whose render React may put
  // aside for an urgent one that still shows the old URL (and hands its handlers to the page).
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (asked.current?.toString() === params.toString()) asked.current = null;
  }, [params]);
  const current = asked.current ?? params;
  const read = (key: string) => current.get(key) ?? '';
  const number = (key: string) => {
    const value = Number(read(key));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const team = number('team');
  const user = number('user');
  const action = current.get('action');
  const from = midnight(read('from'));
  // The last day chosen counts in full: the API's `to` is exclusive.
  const to = midnight(read('to'), 1);
  const filters: Filters = {
    ...(team ? { team_id: team } : {}),
    ...(user ? { user_id: user } : {}),
    ...(isAction(action) ? { action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const set = (key: string) => (value: string) => {
    const next = new URLSearchParams(asked.current ?? params);
    if (value) next.set(key, value);
    else next.delete(key);
    asked.current = next;
    setParams(next, { replace: true });
  };
  return { filters, read, set };
}
