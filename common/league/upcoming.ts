/**
 * What comes next in a season, for the dashboard's match lists (docs/PRODUCT.md#to-do): the week
 * they open at, and a team's next match.
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
