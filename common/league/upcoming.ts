import { instantFromWallClock, toWallClockInput } from './kick-off';

/**
 * What comes next in a season: the next match day (the home page's box, the week the match lists
 * open at; docs/PRODUCT.md#screens), and a team's next match (docs/PRODUCT.md#to-do).
 */

interface ScheduledMatch {
  id: number;
  week: number;
  /** ISO timestamp, or 'tbd' (or null) while the match has no date. */
  date: string | null;
  home_id: number | null;
  guest_id: number | null;
  results: readonly { is_final: boolean }[];
}

const isFinal = (match: ScheduledMatch) => match.results.some((result) => result.is_final);
const dated = (match: ScheduledMatch) =>
  match.date === null || match.date === 'tbd' ? null : new Date(match.date).getTime();

/**
 * The order of a week's matches on the dashboard: by kick-off, undated ones last, then by id
 * (the order the fixtures were made), so the list reads like the match day itself.
 */
export function byKickOff(a: ScheduledMatch, b: ScheduledMatch): number {
  const [first, second] = [dated(a), dated(b)];
  if (first !== second) {
    if (first === null) return 1;
    if (second === null) return -1;
    return first - second;
  }
  return a.id - b.id;
}

/**
 * The current week: the first week with a match not yet final, or the last week once every match
 * is; undefined without matches.
 */
export function currentWeek(matches: readonly ScheduledMatch[]): number | undefined {
  const weeks = [...new Set(matches.map((match) => match.week))].sort((a, b) => a - b);
  return (
    weeks.find((week) => matches.some((match) => match.week === week && !isFinal(match))) ?? weeks.at(-1)
  );
}

/**
 * The start of the day `now` falls on in the league's time zone (Europe/Berlin): a match of today
 * is still to come in the morning and still counts as today's after its final whistle.
 */
export function startOfLeagueDay(now: Date): Date {
  const day = toWallClockInput(now).slice(0, 10);
  // Midnight exists on every day in Munich: summer time starts and ends at 02:00-03:00.
  return instantFromWallClock(`${day}T00:00`) as Date;
}

/**
 * The next match day: the week of the earliest kick-off from the start of today (league's time
 * zone) on, with its matches from today on and those of the week without a date yet, by kick-off.
 * A week's match played before today is the past, and an unfinished one the admins' to-do, not
 * what is next. Without any kick-off from today on: the first week with a match not yet final and
 * without a date (its dates are still to be agreed). Null when neither exists.
 */
export function nextMatchDay<M extends ScheduledMatch>(
  matches: readonly M[],
  now: Date,
): { week: number; matches: M[] } | null {
  const today = startOfLeagueDay(now).getTime();
  const ahead = matches.filter((match) => (dated(match) ?? -1) >= today).sort(byKickOff);
  const undated = matches.filter((match) => dated(match) === null && !isFinal(match));
  const week = ahead[0]?.week ?? Math.min(...undated.map((match) => match.week));
  if (!Number.isFinite(week)) return null;
  const shown = [...ahead, ...undated].filter((match) => match.week === week);
  return { week, matches: shown.sort(byKickOff) };
}

/**
 * The week a list of matches opens at: the next match day's, or else (every date past) the first
 * week with a match not yet final, or the last week.
 */
export function openingWeek(matches: readonly ScheduledMatch[], now: Date): number | undefined {
  return nextMatchDay(matches, now)?.week ?? currentWeek(matches);
}

/**
 * A team's next match: the earliest one still to kick off; without one, the first match of the
 * team that has no date and no final result yet (by week). Undefined when nothing is ahead.
 */
export function nextMatch<M extends ScheduledMatch>(
  matches: readonly M[],
  teamId: number,
  now: Date,
): M | undefined {
  const own = matches.filter(
    (match) => (match.home_id === teamId || match.guest_id === teamId) && !isFinal(match),
  );
  const ahead = own
    .filter((match) => (dated(match) ?? -1) >= now.getTime())
    .sort((a, b) => (dated(a) ?? 0) - (dated(b) ?? 0) || a.id - b.id);
  if (ahead[0]) return ahead[0];
  return own.filter((match) => dated(match) === null).sort((a, b) => a.week - b.week || a.id - b.id)[0];
}

/** A match with its referee slots: the team named to each and the referee it appointed. */
interface RefereedMatch extends ScheduledMatch {
  referee_team_id: number | null;
  referee_id: number | null;
  referee_team_id_2: number | null;
  referee_id_2: number | null;
}

/**
 * The user's refereeing duties, first on the Refereeing page: matches not yet final that the user
 * was appointed to, or whose referee slot the user's team must fill, by kick-off.
 */
export function refereeDuties<M extends RefereedMatch>(
  matches: readonly M[],
  userId: number,
  teamId: number | null,
): M[] {
  return matches
    .filter(
      (match) =>
        !isFinal(match) &&
        (match.referee_id === userId ||
          match.referee_id_2 === userId ||
          (teamId !== null && (match.referee_team_id === teamId || match.referee_team_id_2 === teamId))),
    )
    .sort(byKickOff);
}
