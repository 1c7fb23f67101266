import type { Todo } from '../api/todos';
import { HOUR } from '../durations';
import { getLocale, m as say } from '../i18n/messages';
import type { Actor } from '../policies/actor';
import { canSetAvailability, playingTeamIn } from '../policies/availability';
import { canManageFailedMails } from '../policies/mail';
import {
  canAcceptResult,
  canAnswerMatchDateProposal,
  canAssignReferee,
  canSetMatchDateNow,
  canSuggestResult,
  isCaptainInMatch,
  type RefereeSlot,
  refereeNamingRefusal,
  refereeTeamOf,
  resultsOpenFor,
} from '../policies/matches';
import {
  canAcceptTeam,
  canManageRoster,
  hasPendingRequest,
  isMainCaptain,
  type TeamFacts,
} from '../policies/teams';
import { availabilityTodoDue, isShortSquad, kickOffDay, shortSquadDue } from './availability';
import { matchTitle } from './calendar';
import { autoAcceptAt, REMINDER_HOURS } from './deadlines';
import { decisionNeeded } from './decisions';
import { type ForfeitTodoFacts, forfeitTodos } from './forfeit-todos';
import { formatKickOff, LEAGUE_TIME_ZONE } from './kick-off';
import type { LeagueMatch } from './match';
import { isProposalOpen, type ProposalFacts, proposalLapsesAt } from './match-moves';
import { undatedMatchAlert } from './match-window';
import { someNames } from './name-list';
import { CONFIRM_WINDOW_MS, confirmResultDue, type RefereeAnswer } from './referee-confirm';
import { isDisputed, type Suggestion } from './results';

/**
 * The to-do list (docs/PRODUCT.md#to-do): what needs the caller, decided from plain facts through
 * the same policies the actions ask, so an item appears only where the caller may act. Pure: the
 * server loads the facts (server/services/todos.ts), this decides and orders. The sentences are
 * message functions (`say`, as `m` names a match here), said in the caller's language.
 */

/**
 * A match with no result from a captain's side this long after kick-off asks them to enter one:
 * from the moment the missing-result reminder goes out.
 */
export const ENTER_RESULT_AFTER_MS = REMINDER_HOURS.missingResult * HOUR;
/** A referee duty stays on the list until this long after kick-off (the match is being played). */
export const DUTY_SHOWN_AFTER_KICK_OFF_MS = 2 * HOUR;

/** A suggested result as the results table's row has it (submittedTeamId null: an admin's). */
export interface TodoResult extends Suggestion {
  createdAt: Date;
}

/** A match as the server's row has it (common/league/match.ts), with what the list asks besides. */
export interface TodoMatch extends LeagueMatch {
  /** The season's auto-accept deadline in hours (0: never). */
  autoAcceptHours: number;
  /** Its results not (yet) final. */
  suggestions: TodoResult[];
  /** The match's proposal to move it that is stored as open, if any (decision 035). */
  dateProposal?: TodoProposal | null;
  /** A referee disputes its result (referee-confirm.ts): only an admin accepts it now. */
  heldByReferee?: boolean;
}

/** A match the caller is appointed to referee, from its final whistle on (referee-confirm.ts). */
export interface TodoRefereedMatch extends LeagueMatch {
  /** Its results, the final one among them if any. */
  results: (TodoResult & { isFinal: boolean })[];
  /** The referees' answers to its result. */
  answers: RefereeAnswer[];
}

export interface TodoProposal extends ProposalFacts {
  /** The proposing team; the other team's captains answer. */
  teamId: number | null;
}

export interface TodoTeam {
  id: number;
  name: string;
  captainId: number | null;
  accepted: boolean;
}

export interface TodoFacts {
  now: Date;
  /** The newest season, the one being played (null before the first); dates are set there only. */
  currentSeasonId: number | null;
  /** When the current season's match window ends (match-window.ts), for the admins' items; none: unknown. */
  currentWindowEnd?: Date | null;
  /** Every team a match or request below names, and the caller's own team. */
  teams: TodoTeam[];
  /**
   * Matches that may need the caller: those their team plays or referees, those they referee, and
   * for an admin those without a final result. Others are ignored, so extra matches do no harm.
   */
  matches: TodoMatch[];
  /** Users asking to join a team (role USER, member_of = the team). */
  joinRequests: { id: number; name: string; teamId: number }[];
  /** How many mails are marked failed after their last retry (read for admins only). */
  failedMails?: number;
  /** No-show claims not confirmed yet, and the current season's final forfeits (forfeit-todos.ts). */
  noShowClaims?: ForfeitTodoFacts['noShowClaims'];
  forfeitsLost?: ForfeitTodoFacts['forfeitsLost'];
  /** The matches the caller said yes, no or maybe to (docs/PRODUCT.md#availability); not read: no such items. */
  answeredMatches?: ReadonlySet<number>;
  /** The caller's team's squad per match, read for captains of matches less than 48 hours ahead. */
  squads?: ReadonlyMap<number, TodoSquad>;
  /** The matches the caller referees whose result they may confirm (not read: no such items). */
  refereed?: TodoRefereedMatch[];
}

/** A team's squad as the short-squad item tells it. */
export interface TodoSquad {
  yes: number;
  minimum: number;
  /** The names of the players who have not answered. */
  unanswered: string[];
}

/** The item's due_at, left out when there is no date. */
const dueAt = (date: Date | null): Pick<Todo, 'due_at'> => (date ? { due_at: date.toISOString() } : {});

/** When the suggestion becomes final by itself (deadlines.ts decides it for the scheduler too). */
const acceptDeadline = (match: TodoMatch, result: TodoResult): Date | null =>
  autoAcceptAt(result, {
    date: match.date,
    suggestions: match.suggestions,
    autoAcceptHours: match.autoAcceptHours,
  });

const msSinceKickOff = (match: TodoMatch, now: Date): number | null =>
  match.date ? now.getTime() - match.date.getTime() : null;

/** Everything a sentence needs to name: teams and scores. */
function wording(facts: TodoFacts) {
  const names = new Map(facts.teams.map((t) => [t.id, t.name]));
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const title = (m: Pick<LeagueMatch, 'homeId' | 'guestId' | 'matchStage'>) =>
    matchTitle({ home: name(m.homeId), guest: name(m.guestId), matchStage: m.matchStage });
  const marked = (r: TodoResult, base: string) => {
    if (r.forfeit) return say.server_todo_score_forfeit({ score: base });
    const winner = name(r.shootoutWinnerId);
    return winner ? say.server_todo_score_penalties({ score: base, team: winner }) : base;
  };
  const score = (r: TodoResult) => marked(r, `${r.scoreHome}:${r.scoreGuest}`);
  /** The score between the team names, home first as the match is listed, so "2:4" has no side to guess. */
  const scoreLine = (m: TodoMatch, r: TodoResult) =>
    marked(
      r,
      `${name(m.homeId) ?? say.server_todo_tbd()} ${r.scoreHome} : ${r.scoreGuest} ${name(m.guestId) ?? say.server_todo_tbd()}`,
    );
  return { name, title, score, scoreLine };
}

function captainTodos(user: Actor, facts: TodoFacts): Todo[] {
  const { name, title, scoreLine } = wording(facts);
  const team = user.memberOf;
  if (team === null) return [];
  const todos: Todo[] = [];
  for (const m of facts.matches) {
    if (!isCaptainInMatch(user, m) || m.hasFinal) continue;
    const opponent = m.homeId === team ? m.guestId : m.homeId;
    const acceptable =
      resultsOpenFor(user, m.date, facts.now) && !m.heldByReferee
        ? m.suggestions.filter((r) =>
            canAcceptResult(user, m, { submitterTeamId: r.submittedTeamId, forfeit: r.forfeit }),
          )
        : [];
    for (const r of acceptable) {
      const ours = m.suggestions.find((o) => o.submittedTeamId === team);
      const theirs = { score: scoreLine(m, r) };
      const by = { ...theirs, team: name(r.submittedTeamId) ?? say.server_todo_other_team() };
      const admin = r.submittedTeamId === null;
      todos.push({
        kind: 'accept_result',
        text: ours
          ? admin
            ? say.server_todo_accept_by_admin_disputed({ ...theirs, ours: scoreLine(m, ours) })
            : say.server_todo_accept_by_team_disputed({ ...by, ours: scoreLine(m, ours) })
          : admin
            ? say.server_todo_accept_by_admin(theirs)
            : say.server_todo_accept_by_team(by),
        match_id: m.id,
        ...dueAt(acceptDeadline(m, r)),
      });
    }
    const proposal = m.dateProposal;
    if (proposal && isProposalOpen(proposal, m, facts.now) && canAnswerMatchDateProposal(user, m, proposal)) {
      todos.push({
        kind: 'answer_date_proposal',
        text: say.server_todo_answer_proposal({
          team: name(proposal.teamId) ?? say.server_todo_other_team(),
        }),
        match_id: m.id,
        due_at: proposalLapsesAt(proposal).toISOString(),
      });
    }
    const bothKnown = m.homeId !== null && m.guestId !== null;
    if (
      m.date === null &&
      bothKnown &&
      m.seasonId === facts.currentSeasonId &&
      canSetMatchDateNow(user, m, m.date, facts.now)
    ) {
      todos.push({
        kind: 'set_date',
        text: say.server_todo_set_date({ team: name(opponent) ?? say.server_todo_tbd() }),
        match_id: m.id,
      });
    }
    const since = msSinceKickOff(m, facts.now);
    const ownSuggestion = m.suggestions.some((r) => r.submittedTeamId === team);
    if (
      since !== null &&
      since >= ENTER_RESULT_AFTER_MS &&
      bothKnown &&
      !ownSuggestion &&
      // A suggestion of the other side to accept already asks for the result.
      acceptable.length === 0 &&
      canSuggestResult(user, m) &&
      resultsOpenFor(user, m.date, facts.now)
    ) {
      todos.push({
        kind: 'enter_result',
        text: say.server_todo_enter_result({ team: name(opponent) ?? say.server_todo_tbd() }),
        match_id: m.id,
        ...dueAt(m.date),
      });
    }
  }
  for (const m of facts.matches) {
    // Naming closes at the kick-off: an empty slot then is a missed duty, no longer a to-do.
    if (refereeNamingRefusal(user, m.date, facts.now) !== null) continue;
    const slots = ([1, 2] as const).filter(
      (slot: RefereeSlot) =>
        refereeTeamOf(m, slot) === team &&
        (slot === 1 ? m.refereeId : m.refereeId2) === null &&
        canAssignReferee(user, m, slot),
    );
    if (slots.length === 0) continue;
    todos.push({
      kind: 'appoint_referee',
      text: say.server_todo_appoint_referee({ match: title(m), count: slots.length }),
      match_id: m.id,
      team_id: team,
      ...dueAt(m.date),
    });
  }
  const ownTeam = facts.teams.find((t) => t.id === team);
  if (ownTeam && !canAcceptTeam(user) && canManageRoster(user, teamFacts(ownTeam))) {
    for (const request of facts.joinRequests.filter((r) => r.teamId === ownTeam.id)) {
      todos.push({
        kind: 'join_request',
        text: say.server_todo_join_request({ name: request.name, team: ownTeam.name }),
        team_id: ownTeam.id,
        user_id: request.id,
      });
    }
  }
  return todos;
}

function refereeTodos(user: Actor, facts: TodoFacts): Todo[] {
  const { title } = wording(facts);
  return facts.matches
    .filter((m) => {
      if (m.refereeId !== user.id && m.refereeId2 !== user.id) return false;
      const since = msSinceKickOff(m, facts.now);
      return !m.hasFinal && (since === null || since <= DUTY_SHOWN_AFTER_KICK_OFF_MS);
    })
    .map((m) => ({
      kind: 'referee_duty' as const,
      text: m.date
        ? say.server_todo_referee_duty({ match: title(m) })
        : say.server_todo_referee_duty_undated({ match: title(m) }),
      match_id: m.id,
      ...dueAt(m.date),
    }));
}

/**
 * Confirm or dispute the result (decision 093): an appointed referee who has not answered, from
 * the final whistle until the window closes (its end is the item's due_at). A match whose two
 * sides suggested different results is the admins' to decide, not the referee's to answer.
 */
function confirmResultTodos(user: Actor, facts: TodoFacts): Todo[] {
  const { title, score } = wording(facts);
  const todos: Todo[] = [];
  for (const m of facts.refereed ?? []) {
    const final = m.results.find((r) => r.isFinal);
    if (!final && isDisputed(m.results)) continue;
    const answered = final ?? m.results[0];
    if (!answered || !confirmResultDue(user, { ...m, hasResult: true, answers: m.answers }, facts.now))
      continue;
    todos.push({
      kind: 'confirm_result',
      text: say.server_todo_confirm_result({ match: title(m), score: score(answered) }),
      match_id: m.id,
      ...dueAt(m.date && new Date(m.date.getTime() + CONFIRM_WINDOW_MS)),
    });
  }
  return todos;
}

function adminTodos(user: Actor, facts: TodoFacts): Todo[] {
  if (!canAcceptTeam(user)) return [];
  const { title, score } = wording(facts);
  const todos: Todo[] = facts.teams
    .filter((t) => !t.accepted)
    .map((t) => ({
      kind: 'team_request' as const,
      text: say.server_todo_team_request({ team: t.name }),
      team_id: t.id,
      ...(t.captainId === null ? {} : { user_id: t.captainId }),
    }));
  for (const m of facts.matches) {
    // The same rule as the "Needs a decision" filter of Dashboard > Matches (decisions.ts), in the
    // season Matches opens on: the filter's count and these items agree.
    const decision =
      m.seasonId === facts.currentSeasonId
        ? decisionNeeded({ ...m, pending: m.suggestions }, facts.now)
        : null;
    if (decision === 'disputed') {
      const scores = m.suggestions
        .map(score)
        .reduce((first, second) => say.server_todo_scores_and({ first, second }));
      todos.push({
        kind: 'disputed_result',
        text: say.server_todo_disputed({ match: title(m), scores }),
        match_id: m.id,
        ...dueAt(m.date),
      });
    } else if (decision === 'overdue') {
      todos.push({
        kind: 'overdue_result',
        text: say.server_todo_overdue({ match: title(m) }),
        match_id: m.id,
        ...dueAt(m.date),
      });
    } else if (
      m.date === null &&
      m.homeId !== null &&
      m.guestId !== null &&
      m.seasonId === facts.currentSeasonId &&
      facts.currentWindowEnd &&
      undatedMatchAlert(facts.currentWindowEnd, facts.now)
    ) {
      // Still undated as the captains' window closes: an admin dates it (or settles it otherwise).
      todos.push({
        kind: 'undated_match',
        text: say.server_todo_undated_match({ match: title(m) }),
        match_id: m.id,
        due_at: facts.currentWindowEnd.toISOString(),
      });
    }
  }
  return todos;
}

const teamFacts = (t: TodoTeam): TeamFacts => ({ id: t.id, captainId: t.captainId, accepted: t.accepted });

function ownRequestTodos(user: Actor, facts: TodoFacts): Todo[] {
  const team = facts.teams.find((t) => t.id === user.memberOf);
  if (!team) return [];
  if (hasPendingRequest(user, teamFacts(team))) {
    return [
      {
        kind: 'own_request',
        text: say.server_todo_own_request({ team: team.name }),
        team_id: team.id,
      },
    ];
  }
  if (user.role === 'CAPTAIN_PENDING' && !team.accepted && isMainCaptain(user, teamFacts(team))) {
    return [
      {
        kind: 'own_request',
        text: say.server_todo_own_team({ team: team.name }),
        team_id: team.id,
      },
    ];
  }
  return [];
}

/** Mails that failed after every retry wait for an admin to fix the cause and send them again. */
function failedMailTodos(user: Actor, facts: TodoFacts): Todo[] {
  const count = facts.failedMails ?? 0;
  if (count === 0 || !canManageFailedMails(user)) return [];
  return [{ kind: 'failed_mails', text: say.server_todo_failed_mails({ count }) }];
}

/** Who is coming: a player's own answer from 7 days ahead, a captain's short squad from 48 hours. */
function availabilityTodos(user: Actor, facts: TodoFacts): Todo[] {
  const { title } = wording(facts);
  const todos: Todo[] = [];
  for (const m of facts.matches) {
    const team = playingTeamIn(user, m);
    if (m.hasFinal || m.date === null || team === null) continue;
    if (
      canSetAvailability(user, m) &&
      availabilityTodoDue(m.date, facts.now) &&
      facts.answeredMatches !== undefined &&
      !facts.answeredMatches.has(m.id)
    ) {
      todos.push({
        kind: 'availability',
        text: say.server_todo_availability({
          match: title(m),
          when: formatKickOff(m.date, LEAGUE_TIME_ZONE, getLocale()),
        }),
        match_id: m.id,
        due_at: m.date.toISOString(),
      });
    }
    const squad = facts.squads?.get(m.id);
    if (
      user.role === 'CAPTAIN' &&
      squad &&
      shortSquadDue(m.date, facts.now) &&
      isShortSquad(squad, squad.minimum)
    ) {
      const counts = { yes: squad.yes, minimum: squad.minimum, day: kickOffDay(m.date, getLocale()) };
      todos.push({
        kind: 'short_squad',
        text:
          squad.unanswered.length === 0
            ? say.server_todo_short_squad(counts)
            : say.server_todo_short_squad_waiting({ ...counts, names: someNames(squad.unanswered) }),
        match_id: m.id,
        team_id: team,
        due_at: m.date.toISOString(),
      });
    }
  }
  return todos;
}

/** Undated items last; a stable sort keeps the order they were made in among equals. */
const dueOrder = (todo: Todo) => (todo.due_at ? Date.parse(todo.due_at) : Number.POSITIVE_INFINITY);

/** The caller's to-dos, most urgent (earliest due_at) first, undated last. */
export function todosFor(user: Actor, facts: TodoFacts): Todo[] {
  const todos = [
    ...adminTodos(user, facts),
    ...captainTodos(user, facts),
    ...refereeTodos(user, facts),
    ...confirmResultTodos(user, facts),
    ...ownRequestTodos(user, facts),
    ...failedMailTodos(user, facts),
    ...forfeitTodos(user, facts),
    ...availabilityTodos(user, facts),
  ];
  return todos
    .map((todo, index) => ({ todo, index, due: dueOrder(todo) }))
    .sort((a, b) => (a.due === b.due ? a.index - b.index : a.due - b.due))
    .map(({ todo }) => todo);
}
