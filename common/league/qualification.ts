/**
 * What each team still needs for a top-four place in its group (docs/PRODUCT.md#what-a-team-still-needs).
 * Exact over every win/draw/loss outcome of the remaining group matches when at most
 * EXACT_REMAINING_LIMIT remain; with more, only what bounds on points prove.
 */

import { m } from '../i18n/messages';
import { listNames } from './explain';
import { POINTS_DRAW, POINTS_WIN, type StandingMatch, type StandingRow, sortRows } from './standings';

/** The top four of each group go to the quarter-finals (docs/PRODUCT.md#knockout). */
export const QUALIFYING_PLACES = 4;
/** 3^12 = 531,441 outcomes: enumerated in well under 100 ms. */
export const EXACT_REMAINING_LIMIT = 12;

export interface RemainingMatch {
  home_id: number;
  guest_id: number;
}

/** A remaining match's outcome: the home team wins, a draw, the guest team wins. */
export type MatchOutcome = 'home' | 'draw' | 'guest';
const OUTCOMES: readonly MatchOutcome[] = ['home', 'draw', 'guest'];

/**
 * What an open team needs, in no language (outlookSentence says it): the outlook is enumerated
 * once per change of the group and said in each reader's language from this.
 */
export type OutlookNeed =
  /** Through with a draw against `opponent` (its last match). */
  | { need: 'draw'; opponent: string }
  /** Through with a win against each of `opponents`. */
  | { need: 'wins'; opponents: string[] }
  /** Through with a win against `opponent`, or a draw if `condition` happens too. */
  | { need: 'win_or_draw_if'; opponent: string; condition: Condition }
  /** Through with at least `points` from its `matches` remaining matches. */
  | { need: 'points'; points: number; matches: number }
  /** Can at best finish level on points with fourth place: goals decide. */
  | { need: 'level_at_best' }
  /** Needs help from others, after winning against each of `opponents` (none: it has finished). */
  | { need: 'wins_and_help'; opponents: string[]; goals: boolean }
  /** Needs points (not necessarily all wins) and help from others. */
  | { need: 'points_and_help'; goals: boolean };

/** Another match's outcome, with the names of its home and guest team. */
export interface Condition {
  home: string;
  guest: string;
  outcome: MatchOutcome;
}

export type TeamOutlook =
  | { kind: 'through' }
  | { kind: 'out' }
  | ({
      kind: 'open';
      /** Every combination of its own results worth at least this many points takes it through. */
      through_with_points: number | null;
      /** With one point fewer than through_with_points, this other result takes it through too. */
      through_if: { match: number; outcome: MatchOutcome } | null;
    } & OutlookNeed);

type OpenOutlook = Extract<TeamOutlook, { kind: 'open' }>;

const THROUGH_OUTLOOK: TeamOutlook = { kind: 'through' };
const OUT_OUTLOOK: TeamOutlook = { kind: 'out' };

// Per team and combination of its own results: what the other matches' outcomes can give.
const IN = 1;
const GOALS = 2;
const OUT = 4;

// Points for the home and the guest team per outcome digit (home win, draw, guest win).
const HOME_POINTS = Int32Array.of(POINTS_WIN, POINTS_DRAW, 0);
const GUEST_POINTS = Int32Array.of(0, POINTS_DRAW, POINTS_WIN);
const pointsOf = (outcome: number, home: boolean) =>
  outcome === 1 ? POINTS_DRAW : (outcome === 0) === home ? POINTS_WIN : 0;

interface Setup {
  ids: number[];
  base: Int32Array;
  home: Int32Array;
  guest: Int32Array;
  /** Per team, the indices of its remaining matches. */
  own: number[][];
  /** The remaining matches between two different teams of the group, as indexed. */
  valid: RemainingMatch[];
}

function setup(rows: readonly StandingRow[], remaining: readonly RemainingMatch[]): Setup {
  const ids = rows.map((r) => r.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const valid = remaining.filter(
    (m) => index.has(m.home_id) && index.has(m.guest_id) && m.home_id !== m.guest_id,
  );
  const own: number[][] = ids.map(() => []);
  const home = new Int32Array(valid.length);
  const guest = new Int32Array(valid.length);
  valid.forEach((m, j) => {
    home[j] = index.get(m.home_id) as number;
    guest[j] = index.get(m.guest_id) as number;
    own[home[j] as number]?.push(j);
    own[guest[j] as number]?.push(j);
  });
  return { ids, base: Int32Array.from(rows.map((r) => r.points)), home, guest, own, valid };
}

/**
 * Enumerates every outcome of the remaining matches (digits 0 home win, 1 draw, 2 guest win) and
 * calls visit with each team's classification: IN (a top-four place whatever the goals), OUT, or
 * GOALS (level on points across the fourth/fifth boundary with a team that still plays, so goals
 * decide). Level teams that have all finished keep the order they have now (sortRows).
 */
function enumerate(
  rows: readonly StandingRow[],
  played: readonly StandingMatch[],
  s: Setup,
  fixed: { match: number; outcome: number } | null,
  visit: (digits: Uint8Array, classes: Uint8Array, ownIndex: Int32Array) => void,
): void {
  const n = s.ids.length;
  const r = s.home.length;
  const { home, guest } = s;
  const finished = s.own.map((list) => list.length === 0);
  const points = Int32Array.from(s.base);
  const digits = new Uint8Array(r);
  const classes = new Uint8Array(n);
  const sorted = new Int32Array(n);
  const tieOrder = new Map<number, number[]>();
  // Each team's own results as a base-3 number (digit k: its k-th remaining match), kept up to
  // date as digits change, so no per-outcome loop over a team's matches is needed.
  const ownIndex = new Int32Array(n);
  const weightHome = new Int32Array(r);
  const weightGuest = new Int32Array(r);
  s.own.forEach((list, team) => {
    list.forEach((j, k) => {
      if (home[j] === team) weightHome[j] = 3 ** k;
      else weightGuest[j] = 3 ** k;
    });
  });
  const change = (j: number, from: number, to: number) => {
    const h = home[j] as number;
    const g = guest[j] as number;
    points[h] = (points[h] as number) - (HOME_POINTS[from] as number) + (HOME_POINTS[to] as number);
    points[g] = (points[g] as number) - (GUEST_POINTS[from] as number) + (GUEST_POINTS[to] as number);
    ownIndex[h] = (ownIndex[h] as number) + (to - from) * (weightHome[j] as number);
    ownIndex[g] = (ownIndex[g] as number) + (to - from) * (weightGuest[j] as number);
    digits[j] = to;
  };
  for (let j = 0; j < r; j++) {
    const h = home[j] as number;
    const g = guest[j] as number;
    points[h] = (points[h] as number) + (HOME_POINTS[0] as number);
    points[g] = (points[g] as number) + (GUEST_POINTS[0] as number);
  }
  if (fixed) change(fixed.match, 0, fixed.outcome);

  for (;;) {
    for (let i = 0; i < n; i++) {
      // Insertion sort, descending: n is a group's size.
      const v = points[i] as number;
      let k = i;
      while (k > 0 && (sorted[k - 1] as number) < v) {
        sorted[k] = sorted[k - 1] as number;
        k--;
      }
      sorted[k] = v;
    }
    const fourth = sorted[QUALIFYING_PLACES - 1] as number;
    const fifth = sorted[QUALIFYING_PLACES] as number;
    let boundaryFinished = fourth === fifth;
    let mask = 0;
    if (boundaryFinished) {
      for (let i = 0; i < n; i++) {
        if (points[i] !== fourth) continue;
        mask |= 1 << i;
        if (!finished[i]) boundaryFinished = false;
      }
    }
    for (let i = 0; i < n; i++) {
      const p = points[i] as number;
      classes[i] = p > fifth ? IN : p < fourth ? OUT : GOALS;
    }
    if (boundaryFinished) {
      let order = tieOrder.get(mask);
      if (!order) {
        const tied = rows.filter((_, i) => (mask >> i) & 1).map((row) => ({ ...row }));
        sortRows(tied, played);
        order = tied.map((row) => s.ids.indexOf(row.id));
        tieOrder.set(mask, order);
      }
      let above = 0;
      for (let i = 0; i < n; i++) if ((points[i] as number) > fourth) above++;
      order.forEach((i, rank) => {
        classes[i] = above + rank < QUALIFYING_PLACES ? IN : OUT;
      });
    }
    visit(digits, classes, ownIndex);

    // Next outcome (odometer).
    let j = 0;
    for (; j < r; j++) {
      if (fixed && j === fixed.match) continue;
      const d = digits[j] as number;
      if (d === 2) change(j, 2, 0);
      else {
        change(j, d, d + 1);
        break;
      }
    }
    if (j === r) return;
  }
}

/** The team's points from a combination of its own results. */
function ownPoints(team: number, own: readonly number[], combo: number, s: Setup): number {
  let total = 0;
  for (const j of own) {
    total += pointsOf(combo % 3, s.home[j] === team);
    combo = Math.floor(combo / 3);
  }
  return total;
}

/** Exact outlook of every team; remaining must hold at most EXACT_REMAINING_LIMIT valid matches. */
function exactOutlook(
  rows: readonly StandingRow[],
  played: readonly StandingMatch[],
  s: Setup,
): Map<number, TeamOutlook> {
  const n = s.ids.length;
  const flags = s.own.map((list) => new Uint8Array(3 ** list.length));
  enumerate(rows, played, s, null, (_, classes, ownIndex) => {
    for (let i = 0; i < n; i++) {
      const f = flags[i] as Uint8Array;
      const c = ownIndex[i] as number;
      f[c] = (f[c] as number) | (classes[i] as number);
    }
  });
  const names = new Map(rows.map((r) => [r.id, r.name]));
  const out = new Map<number, TeamOutlook>();
  s.ids.forEach((id, i) => {
    out.set(id, describe(i, flags[i] as Uint8Array, s, names, rows, played));
  });
  return out;
}

function describe(
  team: number,
  flags: Uint8Array,
  s: Setup,
  names: ReadonlyMap<number, string>,
  rows: readonly StandingRow[],
  played: readonly StandingMatch[],
): TeamOutlook {
  let any = 0;
  for (const f of flags) any |= f;
  if (any === IN) return THROUGH_OUTLOOK;
  if (any === OUT) return OUT_OUTLOOK;
  const own = s.own[team] as number[];
  const k = own.length;
  const nameOf = (index: number) => names.get(s.ids[index] as number) ?? '';
  const opponents = own.map((j) =>
    nameOf(s.home[j] === team ? (s.guest[j] as number) : (s.home[j] as number)),
  );
  const combos = flags.length;
  const pointsByCombo = Array.from({ length: combos }, (_, c) => ownPoints(team, own, c, s));
  const wins = pointsByCombo.indexOf(POINTS_WIN * k);
  const open = (
    need: OutlookNeed,
    through_with_points: number | null = null,
    through_if: OpenOutlook['through_if'] = null,
  ): OpenOutlook => ({ kind: 'open', through_with_points, through_if, ...need });

  if (flags[wins] === IN) {
    // The fewest points such that every combination worth at least that many takes the team through.
    const values = [...new Set(pointsByCombo)].sort((a, b) => b - a);
    let q = POINTS_WIN * k;
    for (const p of values) {
      if (!pointsByCombo.every((pts, c) => pts < p || flags[c] === IN)) break;
      q = p;
    }
    if (k === 1 && q === POINTS_DRAW) return open({ need: 'draw', opponent: opponents[0] as string }, q);
    if (q === POINTS_WIN * k) {
      if (k === 1) {
        const drawCombo = 1;
        if (flags[drawCombo] !== undefined && (flags[drawCombo] as number) & IN) {
          const condition = drawCondition(team, own[0] as number, s, rows, played);
          if (condition) {
            const match = s.valid[condition.match] as RemainingMatch;
            return open(
              {
                need: 'win_or_draw_if',
                opponent: opponents[0] as string,
                condition: {
                  home: names.get(match.home_id) ?? '',
                  guest: names.get(match.guest_id) ?? '',
                  outcome: condition.outcome,
                },
              },
              q,
              condition,
            );
          }
        }
      }
      return open({ need: 'wins', opponents }, q);
    }
    return open({ need: 'points', points: q, matches: k }, q);
  }

  const goals = ((flags[wins] as number) & GOALS) !== 0;
  if ((any & IN) === 0) return open({ need: 'level_at_best' });
  const onlyWins = pointsByCombo.every(
    (pts, c) => pts === POINTS_WIN * k || ((flags[c] as number) & IN) === 0,
  );
  // A team that has finished (k = 0) wins all of its none: it only needs help.
  if (onlyWins) return open({ need: 'wins_and_help', opponents, goals });
  return open({ need: 'points_and_help', goals });
}

/** An outcome of another match, as the condition of a sentence. */
function conditionText({ home, guest, outcome }: Condition): string {
  switch (outcome) {
    case 'home':
      return m.server_outlook_if_loses({ loser: guest, winner: home });
    case 'draw':
      return m.server_outlook_if_draw({ home, guest });
    case 'guest':
      return m.server_outlook_if_loses({ loser: home, winner: guest });
  }
}

/** What a team needs, "Through" and "Out" included, in the current language (getLocale()). */
export function outlookSentence(outlook: TeamOutlook): string {
  const withGoals = (need: string, goals: boolean) =>
    goals ? m.server_outlook_goal_difference({ need }) : need;
  switch (outlook.kind) {
    case 'through':
      return m.server_outlook_through();
    case 'out':
      return m.server_outlook_out();
  }
  switch (outlook.need) {
    case 'draw':
      return m.server_outlook_draw_against({ team: outlook.opponent });
    case 'wins':
      return outlook.opponents.length === 1
        ? m.server_outlook_win_against({ team: outlook.opponents[0] as string })
        : m.server_outlook_wins_against({ teams: listNames(outlook.opponents) });
    case 'win_or_draw_if':
      return m.server_outlook_win_or_draw_if({
        team: outlook.opponent,
        condition: conditionText(outlook.condition),
      });
    case 'points':
      return m.server_outlook_points_from({ points: outlook.points, matches: outlook.matches });
    case 'level_at_best':
      return withGoals(m.server_outlook_level_at_best(), true);
    case 'wins_and_help': {
      const [first] = outlook.opponents;
      const k = outlook.opponents.length;
      const need =
        first === undefined
          ? m.server_outlook_help()
          : k === 1
            ? m.server_outlook_win_and_help({ team: first })
            : k === 2
              ? m.server_outlook_both_and_help()
              : m.server_outlook_all_and_help({ matches: k });
      return withGoals(need, outlook.goals);
    }
    case 'points_and_help':
      return withGoals(m.server_outlook_points_and_help(), outlook.goals);
  }
}

/**
 * For a team with one match left that a win takes through and a draw may: one other match's
 * outcome that, with the draw, takes it through whatever else happens (the first such, in the
 * order of the remaining matches), or null.
 */
function drawCondition(
  team: number,
  ownMatch: number,
  s: Setup,
  rows: readonly StandingRow[],
  played: readonly StandingMatch[],
): { match: number; outcome: MatchOutcome } | null {
  const r = s.home.length;
  const failed = new Uint8Array(r * 3);
  enumerate(rows, played, s, { match: ownMatch, outcome: 1 }, (digits, classes) => {
    if (classes[team] === IN) return;
    for (let j = 0; j < r; j++) failed[j * 3 + (digits[j] as number)] = 1;
  });
  for (let j = 0; j < r; j++) {
    if (j === ownMatch) continue;
    for (let o = 0; o < 3; o++) {
      if (!failed[j * 3 + o]) return { match: j, outcome: OUTCOMES[o] as MatchOutcome };
    }
  }
  return null;
}

/**
 * What bounds on points prove with many matches left: out when even winning every remaining match
 * stays below the current fourth place's points; through when at most three other teams can still
 * reach the team's current points. Otherwise nothing (no entry).
 */
export function boundsOutlook(
  rows: readonly StandingRow[],
  remaining: readonly RemainingMatch[],
): Map<number, TeamOutlook> {
  const s = setup(rows, remaining);
  const max = s.ids.map((_, i) => (s.base[i] as number) + POINTS_WIN * (s.own[i] as number[]).length);
  const fourth = [...s.base].sort((a, b) => b - a)[QUALIFYING_PLACES - 1] as number;
  const out = new Map<number, TeamOutlook>();
  s.ids.forEach((id, i) => {
    const own = s.base[i] as number;
    if ((max[i] as number) < fourth) out.set(id, OUT_OUTLOOK);
    else if (max.filter((m, other) => other !== i && m >= own).length < QUALIFYING_PLACES) {
      out.set(id, THROUGH_OUTLOOK);
    }
  });
  return out;
}

/**
 * The outlook of each team of a group: rows is the current table (computeStandings), played the
 * matches it counted, remaining the group matches without a final result. A team without a
 * proven statement has no entry.
 */
export function groupOutlook(
  rows: readonly StandingRow[],
  played: readonly StandingMatch[],
  remaining: readonly RemainingMatch[],
): Map<number, TeamOutlook> {
  if (rows.length <= QUALIFYING_PLACES) {
    return new Map(rows.map((r) => [r.id, THROUGH_OUTLOOK]));
  }
  const s = setup(rows, remaining);
  return s.home.length <= EXACT_REMAINING_LIMIT
    ? exactOutlook(rows, played, s)
    : boundsOutlook(rows, remaining);
}
