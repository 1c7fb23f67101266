import { describe, expect, it } from 'vitest';
import { actionPaths, todoPath } from './links';
import { TODO_KINDS } from './todos';

describe('todoPath', () => {
  it('links each kind to the place where it is acted on', () => {
    const paths = Object.fromEntries(
      TODO_KINDS.map((kind) => [kind, todoPath({ kind, match_id: 7, team_id: 3 })]),
    );
    expect(paths).toEqual({
      accept_result: actionPaths.match(7),
      answer_date_proposal: actionPaths.match(7),
      set_date: actionPaths.match(7),
      enter_result: actionPaths.match(7),
      disputed_result: actionPaths.match(7),
      overdue_result: actionPaths.match(7),
      undated_match: actionPaths.match(7),
      appoint_referee: actionPaths.refereeing(7),
      referee_duty: actionPaths.refereeing(7),
      join_request: actionPaths.joinRequests(3),
      team_request: actionPaths.teamRequests,
      own_request: actionPaths.myTeam,
      failed_mails: actionPaths.failedMails,
      availability: actionPaths.match(7),
      short_squad: actionPaths.match(7),
      no_show_claim: actionPaths.match(7),
      two_forfeits: actionPaths.team(3),
      card_dispute: actionPaths.match(7),
      confirm_result: actionPaths.refereeing(7),
      referee_dispute: actionPaths.match(7),
      rate_fair_play: actionPaths.fairPlay(7),
      invitation: actionPaths.freeAgents,
      eligibility: actionPaths.profile,
      participation_terms: actionPaths.profile,
    });
    expect(paths.accept_result).toBe('/dashboard/matches#match-7');
  });

  it('falls back to My Team where an item lacks the id its place needs', () => {
    expect(todoPath({ kind: 'accept_result' })).toBe(actionPaths.myTeam);
    expect(todoPath({ kind: 'join_request' })).toBe(actionPaths.myTeam);
  });
});
