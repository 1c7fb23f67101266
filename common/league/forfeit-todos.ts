/**
 * The to-dos of matches that are not played (docs/PRODUCT.md#to-do, decision 082): a claimed
 * no-show for those who may confirm it, and a team that lost FORFEITS_TO_REVIEW matches of the
 * season by forfeit for the admins (the league decides; nothing happens by itself).
 */

import type { Todo } from '../api/todos';
import { m as say } from '../i18n/messages';
import type { Actor } from '../policies/actor';
import { canConfirmNoShow } from '../policies/forfeits';
import { canAcceptTeam } from '../policies/teams';
import { matchTitle } from './calendar';
import { teamsToReview } from './forfeits';
import type { LeagueMatch } from './match';

export interface ForfeitTodoFacts {
  teams: readonly { id: number; name: string }[];
  /** Matches without a final result that may need the caller (as the to-do list reads them). */
  matches: readonly LeagueMatch[];
  /** No-show claims not confirmed yet: the match and the team that says the other did not come. */
  noShowClaims?: readonly { matchId: number; teamId: number | null }[];
  /** The current season's final forfeits, each by the team that lost it (read for admins only). */
  forfeitsLost?: readonly { forfeitTeamId: number | null }[];
}

export function forfeitTodos(user: Actor, facts: ForfeitTodoFacts): Todo[] {
  const names = new Map(facts.teams.map((t) => [t.id, t.name]));
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const todos: Todo[] = [];
  for (const claim of facts.noShowClaims ?? []) {
    const match = facts.matches.find((x) => x.id === claim.matchId);
    if (!match || match.hasFinal || !canConfirmNoShow(user, match)) continue;
    todos.push({
      kind: 'no_show_claim',
      text: say.server_todo_no_show_claim({
        team: name(claim.teamId) ?? say.server_todo_other_team(),
        match: matchTitle({
          home: name(match.homeId),
          guest: name(match.guestId),
          matchStage: match.matchStage,
        }),
      }),
      match_id: match.id,
      ...(match.date ? { due_at: match.date.toISOString() } : {}),
    });
  }
  if (canAcceptTeam(user)) {
    for (const [team, count] of teamsToReview(facts.forfeitsLost ?? [])) {
      todos.push({
        kind: 'two_forfeits',
        text: say.server_todo_two_forfeits({ team: name(team) ?? say.server_todo_other_team(), count }),
        team_id: team,
      });
    }
  }
  return todos;
}
