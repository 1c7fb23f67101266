import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPOSAL_STATUSES } from '../api/match-moves';
import type { Todo } from '../api/todos';
import type { Role } from '../api/types';
import type { Actor } from '../policies/actor';
import {
  canAcceptResult,
  canAnswerMatchDateProposal,
  canAssignReferee,
  canSetMatchDateNow,
  canSuggestResult,
  isCaptainInMatch,
  refereeTeamOf,
  resultsOpenFor,
} from '../policies/matches';
import { canManageRoster, isAdmin } from '../policies/teams';
import { missingResultReminderDue } from './deadlines';
import { isProposalOpen } from './match-moves';
import {
  type TodoFacts,
  type TodoMatch,
  type TodoRefereedMatch,
  type TodoResult,
  type TodoTeam,
  todosFor,
} from './todos';

const NOW = new Date('2030-05-15T12:00:00Z');
const HOUR = 3600 * 1000;
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR);

const TEAMS: TodoTeam[] = [
  { id: 1, name: 'TUM Kickers', captainId: 10, accepted: true },
  { id: 2, name: 'Physik FC', captainId: 20, accepted: true },
  { id: 3, name: 'Jura 04', captainId: 30, accepted: true },
  { id: 4, name: 'Akademie Kicker', captainId: 40, accepted: false },
];

const captain: Actor = { id: 10, role: 'CAPTAIN', memberOf: 1 };
const coCaptain: Actor = { id: 11, role: 'CAPTAIN', memberOf: 1 };
const player: Actor = { id: 12, role: 'PLAYER', memberOf: 1 };
const otherCaptain: Actor = { id: 20, role: 'CAPTAIN', memberOf: 2 };
const refereeCaptain: Actor = { id: 30, role: 'CAPTAIN', memberOf: 3 };
const admin: Actor = { id: 1, role: 'ADMIN', memberOf: null };

let nextId = 100;
const match = (overrides: Partial<TodoMatch> = {}): TodoMatch => ({
  id: nextId++,
  seasonId: 7,
  matchStage: 'GROUP1',
  date: null,
  homeId: 1,
  guestId: 2,
  refereeTeamId: 3,
  refereeId: 31,
  refereeTeamId2: 3,
  refereeId2: 32,
  hasFinal: false,
  autoAcceptHours: 72,
  suggestions: [],
  ...overrides,
});

const result = (overrides: Partial<TodoResult> = {}): TodoResult => ({
  scoreHome: 2,
  scoreGuest: 1,
  submittedTeamId: 2,
  shootoutWinnerId: null,
  forfeit: false,
  unplayed: false,
  createdAt: at(-1),
  ...overrides,
});

const facts = (overrides: Partial<TodoFacts> = {}): TodoFacts => ({
  now: NOW,
  currentSeasonId: 7,
  teams: TEAMS,
  matches: [],
  joinRequests: [],
  ...overrides,
});

const kinds = (todos: Todo[]) => todos.map((t) => t.kind);

describe('captains', () => {
  it("see the other side's suggestion once the match kicked off, with the auto-accept deadline", () => {
    const suggested = result({ createdAt: at(-2) });
    const m = match({ date: at(-3), suggestions: [suggested] });
    const todo = {
      kind: 'accept_result',
      text: 'Physik FC suggested the result TUM Kickers 2 : 1 Physik FC: accept it or suggest another result.',
      match_id: m.id,
      due_at: at(70).toISOString(),
    };
    expect(todosFor(captain, facts({ matches: [m] }))).toEqual([todo]);
    expect(todosFor(coCaptain, facts({ matches: [m] }))).toEqual([todo]);
    // The side that suggested it, a player and the referee team's captain have nothing to accept.
    expect(todosFor(otherCaptain, facts({ matches: [m] }))).toEqual([]);
    expect(todosFor(player, facts({ matches: [m] }))).toEqual([]);
    expect(todosFor(refereeCaptain, facts({ matches: [m] }))).toEqual([]);
  });

  it('accept nothing before the kick-off nor once a result is final; no deadline when the season has none', () => {
    const ahead = match({ date: at(5), suggestions: [result()] });
    expect(kinds(todosFor(captain, facts({ matches: [ahead] })))).toEqual([]);
    const final = match({ date: at(-30), hasFinal: true });
    expect(kinds(todosFor(captain, facts({ matches: [final] })))).toEqual([]);
    const never = match({ date: at(-3), autoAcceptHours: 0, suggestions: [result()] });
    expect(todosFor(captain, facts({ matches: [never] }))[0]).not.toHaveProperty('due_at');
  });

  it('name an admin, a forfeit and a shoot-out winner in the sentence', () => {
    const byAdmin = match({
      date: at(-3),
      matchStage: 'QUARTERFINAL1',
      suggestions: [result({ submittedTeamId: null, scoreHome: 1, scoreGuest: 1, shootoutWinnerId: 2 })],
    });
    const [todo] = todosFor(captain, facts({ matches: [byAdmin] }));
    expect(todo?.text).toBe(
      'An admin suggested the result TUM Kickers 1 : 1 Physik FC (Physik FC on penalties): accept it or suggest another result.',
    );
    // An admin's suggestion may be accepted by either side.
    expect(kinds(todosFor(otherCaptain, facts({ matches: [byAdmin] })))).toEqual(['accept_result']);
  });

  it('in a dispute, may accept the other side and are told that an admin decides otherwise; no deadline', () => {
    const m = match({
      date: at(-30),
      suggestions: [result(), result({ submittedTeamId: 1, scoreHome: 1, scoreGuest: 1 })],
    });
    const [todo, ...rest] = todosFor(captain, facts({ matches: [m] }));
    expect(rest).toEqual([]);
    expect(todo).toEqual({
      kind: 'accept_result',
      text: 'Physik FC suggested the result TUM Kickers 2 : 1 Physik FC, your team TUM Kickers 1 : 1 Physik FC: accept theirs or ask an admin to decide.',
      match_id: m.id,
    });
  });

  it('date their undated matches of the running season when both teams are known', () => {
    const m = match();
    const todo = {
      kind: 'set_date',
      text: 'Your match against Physik FC has no date yet: agree on one with the other captain and set it.',
      match_id: m.id,
    };
    expect(todosFor(captain, facts({ matches: [m] }))).toEqual([todo]);
    expect(kinds(todosFor(otherCaptain, facts({ matches: [m] })))).toEqual(['set_date']);
    expect(todosFor(player, facts({ matches: [m] }))).toEqual([]);
    expect(todosFor(captain, facts({ matches: [match({ seasonId: 6 })] }))).toEqual([]);
    expect(
      todosFor(captain, facts({ matches: [match({ guestId: null, matchStage: 'SEMIFINAL1' })] })),
    ).toEqual([]);
    expect(todosFor(captain, facts({ matches: [match({ date: at(48) })] }))).toEqual([]);
  });

  it("answer the other team's proposal to move a match until it lapses (decision 035)", () => {
    const proposal = { status: 'open' as const, date: at(72), kickOff: at(48), teamId: 2 };
    const m = match({ date: at(48), dateProposal: proposal });
    const todo = {
      kind: 'answer_date_proposal',
      text: 'Physik FC proposes a new kick-off for your match against them: accept or decline it.',
      match_id: m.id,
      due_at: at(48).toISOString(),
    };
    expect(todosFor(captain, facts({ matches: [m] }))).toEqual([todo]);
    expect(todosFor(coCaptain, facts({ matches: [m] }))).toEqual([todo]);
    // The proposing side, players, referee teams and admins (who have the Matches page's list) get none.
    for (const nobody of [otherCaptain, player, refereeCaptain, admin]) {
      expect(kinds(todosFor(nobody, facts({ matches: [m] })))).not.toContain('answer_date_proposal');
    }
    // Lapsed at the kick-off, answered, or the match moved otherwise: gone.
    expect(todosFor(captain, facts({ now: at(48), matches: [m] }))).toEqual([]);
    expect(
      todosFor(captain, facts({ matches: [{ ...m, dateProposal: { ...proposal, status: 'declined' } }] })),
    ).toEqual([]);
    expect(todosFor(captain, facts({ matches: [{ ...m, date: at(50) }] }))).toEqual([]);
  });

  it('enter a result from 24 hours after kick-off unless their side suggested one', () => {
    const m = match({ date: at(-25) });
    expect(todosFor(captain, facts({ matches: [m] }))).toEqual([
      {
        kind: 'enter_result',
        text: 'Your match against Physik FC has no result yet: please enter it.',
        match_id: m.id,
        due_at: at(-25).toISOString(),
      },
    ]);
    expect(todosFor(captain, facts({ matches: [match({ date: at(-23) })] }))).toEqual([]);
    // From the very moment the missing-result reminder goes out (deadlines.ts), not a moment later.
    const kickedOff = (date: Date) => kinds(todosFor(captain, facts({ matches: [match({ date })] })));
    expect(kickedOff(at(-24))).toEqual(['enter_result']);
    expect(kickedOff(new Date(at(-24).getTime() + 1))).toEqual([]);
    const noResult = { date: at(-24), homeId: 1, guestId: 2, hasResult: false };
    expect(missingResultReminderDue(noResult, NOW)).toBe(true);
    const ours = match({ date: at(-25), suggestions: [result({ submittedTeamId: 1 })] });
    expect(todosFor(captain, facts({ matches: [ours] }))).toEqual([]);
    // The other captain accepts instead.
    expect(kinds(todosFor(otherCaptain, facts({ matches: [ours] })))).toEqual(['accept_result']);
  });

  it("fill their team's empty referee slots until the result is final", () => {
    const both = match({ date: at(30), refereeId: null, refereeId2: null });
    const one = match({ date: at(10), refereeId2: null });
    const undated = match({ refereeId: null });
    const final = match({ date: at(-50), refereeId: null, hasFinal: true });
    const todos = todosFor(refereeCaptain, facts({ matches: [undated, both, final, one] }));
    expect(todos).toEqual([
      {
        kind: 'appoint_referee',
        text: 'Your team referees TUM Kickers – Physik FC: name a referee from your team.',
        match_id: one.id,
        team_id: 3,
        due_at: at(10).toISOString(),
      },
      {
        kind: 'appoint_referee',
        text: 'Your team referees TUM Kickers – Physik FC: name two referees from your team.',
        match_id: both.id,
        team_id: 3,
        due_at: at(30).toISOString(),
      },
      {
        kind: 'appoint_referee',
        text: 'Your team referees TUM Kickers – Physik FC: name a referee from your team.',
        match_id: undated.id,
        team_id: 3,
      },
    ]);
    expect(todosFor({ id: 33, role: 'PLAYER', memberOf: 3 }, facts({ matches: [both] }))).toEqual([]);
  });

  it('answer join requests to their own team only', () => {
    const joinRequests = [
      { id: 50, name: 'Uli User', teamId: 1 },
      { id: 51, name: 'Ida Other', teamId: 2 },
    ];
    const todo = {
      kind: 'join_request',
      text: 'Uli User asked to join TUM Kickers: accept or reject the request.',
      team_id: 1,
      user_id: 50,
    };
    expect(todosFor(captain, facts({ joinRequests }))).toEqual([todo]);
    expect(todosFor(coCaptain, facts({ joinRequests }))).toEqual([todo]);
    expect(todosFor(player, facts({ joinRequests }))).toEqual([]);
    expect(todosFor(admin, facts({ joinRequests, teams: TEAMS.slice(0, 3) }))).toEqual([]);
  });
});

describe('referees', () => {
  it('see their upcoming duties, dated or not, until two hours after kick-off', () => {
    const soon = match({ date: at(20), refereeId: 12 });
    const undated = match({ refereeId2: 12 });
    const playing = match({ date: at(-1.5), refereeId: 12 });
    const over = match({ date: at(-3), refereeId: 12 });
    const final = match({ date: at(-1), refereeId: 12, hasFinal: true });
    expect(todosFor(player, facts({ matches: [undated, soon, playing, over, final] }))).toEqual([
      {
        kind: 'referee_duty',
        text: 'You are the referee of TUM Kickers – Physik FC.',
        match_id: playing.id,
        due_at: at(-1.5).toISOString(),
      },
      {
        kind: 'referee_duty',
        text: 'You are the referee of TUM Kickers – Physik FC.',
        match_id: soon.id,
        due_at: at(20).toISOString(),
      },
      {
        kind: 'referee_duty',
        text: 'You are the referee of TUM Kickers – Physik FC; its date is not set yet.',
        match_id: undated.id,
      },
    ]);
  });
});

describe('admins', () => {
  it('see teams awaiting acceptance, disputed and overdue results', () => {
    const disputed = match({
      date: at(-200),
      suggestions: [result(), result({ submittedTeamId: 1, scoreHome: 0, scoreGuest: 0 })],
    });
    const overdue = match({ date: at(-24 * 7 - 1), homeId: 2, guestId: 3 });
    const recent = match({ date: at(-24 * 6) });
    const agreed = match({ date: at(-300), suggestions: [result(), result({ submittedTeamId: 1 })] });
    const todos = todosFor(admin, facts({ matches: [recent, overdue, disputed, agreed] }));
    expect(todos).toEqual([
      {
        kind: 'overdue_result',
        text: 'TUM Kickers – Physik FC was played over a week ago and has no final result: please settle it.',
        match_id: agreed.id,
        due_at: at(-300).toISOString(),
      },
      {
        kind: 'disputed_result',
        text: 'The two sides of TUM Kickers – Physik FC suggested different results (2:1 and 0:0): decide which one is final.',
        match_id: disputed.id,
        due_at: at(-200).toISOString(),
      },
      {
        kind: 'overdue_result',
        text: 'Physik FC – Jura 04 was played over a week ago and has no final result: please settle it.',
        match_id: overdue.id,
        due_at: at(-169).toISOString(),
      },
      {
        kind: 'team_request',
        text: 'Akademie Kicker registered for the league and waits for acceptance: accept or delete the team.',
        team_id: 4,
        user_id: 40,
      },
    ]);
    expect(todosFor(captain, facts({ matches: [disputed, overdue] })).map((t) => t.kind)).not.toContain(
      'disputed_result',
    );
  });
});

describe('requests', () => {
  it('remind a USER of the pending join request and a pending captain of the team registration', () => {
    expect(todosFor({ id: 50, role: 'USER', memberOf: 1 }, facts())).toEqual([
      {
        kind: 'own_request',
        text: 'You asked to join TUM Kickers: a captain of the team will accept or reject your request.',
        team_id: 1,
      },
    ]);
    expect(todosFor({ id: 40, role: 'CAPTAIN_PENDING', memberOf: 4 }, facts())).toEqual([
      {
        kind: 'own_request',
        text: 'You registered Akademie Kicker: it takes part once an admin accepts it.',
        team_id: 4,
      },
    ]);
    expect(todosFor({ id: 50, role: 'USER', memberOf: null }, facts())).toEqual([]);
    expect(todosFor({ id: 41, role: 'PLAYER', memberOf: 4 }, facts())).toEqual([]);
  });
});

// Properties over random leagues: four teams, users 10..13 and 20..23 in teams 1 and 2.
const ROLES: Role[] = ['USER', 'PLAYER', 'CAPTAIN_PENDING', 'CAPTAIN', 'ADMIN'];
const teamId = fc.constantFrom(null, 1, 2, 3, 4);
const userId = fc.constantFrom(null, 10, 11, 20, 21);
const hours = fc.option(fc.integer({ min: -400, max: 400 }), { nil: null });

const resultArb = fc.record({
  scoreHome: fc.integer({ min: 0, max: 3 }),
  scoreGuest: fc.integer({ min: 0, max: 3 }),
  submittedTeamId: teamId,
  shootoutWinnerId: fc.constant(null),
  forfeit: fc.boolean(),
  unplayed: fc.constant(false),
  createdAt: fc.integer({ min: -400, max: 0 }).map(at),
});

const matchBaseArb = fc.record({
  seasonId: fc.constantFrom(6, 7),
  matchStage: fc.constantFrom('GROUP1', 'QUARTERFINAL1'),
  date: hours.map((h) => (h === null ? null : at(h))),
  homeId: teamId,
  guestId: teamId,
  refereeTeamId: teamId,
  refereeId: userId,
  refereeTeamId2: teamId,
  refereeId2: userId,
  hasFinal: fc.boolean(),
  autoAcceptHours: fc.constantFrom(0, 72),
  suggestions: fc.array(resultArb, { maxLength: 3 }),
});

/** A match with, at times, a proposal to move it: mostly of its own kick-off, so that it may be open. */
const matchArb = fc
  .tuple(
    matchBaseArb,
    fc.option(
      fc.record({
        status: fc.constantFrom(...PROPOSAL_STATUSES),
        date: fc.integer({ min: -100, max: 400 }).map(at),
        kickOff: fc.option(fc.integer({ min: -100, max: 400 }).map(at)),
        teamId,
      }),
    ),
  )
  .map(([m, p]) => ({
    ...m,
    dateProposal: p && { ...p, kickOff: p.kickOff ?? m.date ?? at(24) },
  }));

const factsArb = fc
  .record({
    matches: fc.array(matchArb, { maxLength: 6 }),
    accepted: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    joinRequests: fc.array(
      fc.record({ id: fc.integer({ min: 60, max: 70 }), teamId: fc.constantFrom(1, 2) }),
      {
        maxLength: 3,
      },
    ),
  })
  .map(
    ({ matches, accepted, joinRequests }): TodoFacts =>
      facts({
        teams: TEAMS.map((t, i) => ({ ...t, accepted: accepted[i] ?? true })),
        matches: matches.map((m, i) => ({ ...m, id: i + 1 })),
        joinRequests: joinRequests.map((r) => ({ ...r, name: `Requester ${r.id}` })),
      }),
  );

const actorArb = fc.record({
  id: fc.constantFrom(10, 11, 20, 21),
  role: fc.constantFrom(...ROLES),
  memberOf: fc.constantFrom(null, 1, 2, 3, 4),
});

describe('todosFor properties', () => {
  it('names only matches, teams and users of the facts', () => {
    fc.assert(
      fc.property(actorArb, factsArb, (user, f) => {
        const users = new Set([...f.joinRequests.map((r) => r.id), ...f.teams.map((t) => t.captainId)]);
        for (const todo of todosFor(user, f)) {
          if (todo.match_id !== undefined) expect(f.matches.map((m) => m.id)).toContain(todo.match_id);
          if (todo.team_id !== undefined) expect(f.teams.map((t) => t.id)).toContain(todo.team_id);
          if (todo.user_id !== undefined) expect(users.has(todo.user_id)).toBe(true);
        }
      }),
    );
  });

  it('lists the most urgent first, undated last', () => {
    fc.assert(
      fc.property(actorArb, factsArb, (user, f) => {
        const due = todosFor(user, f).map((t) =>
          t.due_at ? Date.parse(t.due_at) : Number.POSITIVE_INFINITY,
        );
        expect(due).toEqual([...due].sort((a, b) => a - b));
      }),
    );
  });

  it('gives a plain player without appointments nothing', () => {
    fc.assert(
      fc.property(factsArb, fc.constantFrom(1, 2, 3, 4), (f, team) => {
        const plain = { id: 99, role: 'PLAYER' as const, memberOf: team };
        expect(todosFor(plain, f)).toEqual([]);
      }),
    );
  });

  it('offers an item only where the policy lets the caller act', () => {
    fc.assert(
      fc.property(actorArb, factsArb, (user, f) => {
        for (const todo of todosFor(user, f)) {
          const m = f.matches.find((x) => x.id === todo.match_id);
          switch (todo.kind) {
            case 'accept_result':
              expect(m && !m.hasFinal && resultsOpenFor(user, m.date, NOW)).toBe(true);
              expect(
                m?.suggestions.some((r) =>
                  canAcceptResult(user, m, { submitterTeamId: r.submittedTeamId, forfeit: r.forfeit }),
                ),
              ).toBe(true);
              expect(isAdmin(user)).toBe(false);
              break;
            case 'set_date':
              expect(m && canSetMatchDateNow(user, m, m.date, NOW) && !isAdmin(user)).toBe(true);
              break;
            case 'answer_date_proposal': {
              const p = m?.dateProposal;
              expect(m && p && isProposalOpen(p, m, NOW) && canAnswerMatchDateProposal(user, m, p)).toBe(
                true,
              );
              expect(isAdmin(user)).toBe(false);
              break;
            }
            case 'enter_result':
              expect(m && !m.hasFinal && canSuggestResult(user, m) && resultsOpenFor(user, m.date, NOW)).toBe(
                true,
              );
              expect(m && isCaptainInMatch(user, m)).toBe(true);
              break;
            case 'appoint_referee':
              expect(
                m &&
                  ([1, 2] as const).some(
                    (slot) => refereeTeamOf(m, slot) === user.memberOf && canAssignReferee(user, m, slot),
                  ),
              ).toBe(true);
              break;
            case 'join_request': {
              const team = f.teams.find((t) => t.id === todo.team_id);
              expect(team && canManageRoster(user, team) && !isAdmin(user)).toBe(true);
              break;
            }
            case 'referee_duty':
              expect(m && (m.refereeId === user.id || m.refereeId2 === user.id)).toBe(true);
              break;
            case 'team_request':
            case 'disputed_result':
            case 'overdue_result':
              expect(isAdmin(user)).toBe(true);
              break;
            case 'own_request':
              expect(user.memberOf).toBe(todo.team_id);
              break;
          }
        }
      }),
    );
  });
});

describe('availability (docs/PRODUCT.md#availability)', () => {
  const squad = { yes: 8, minimum: 11, unanswered: ['Anna Berg', 'Ben Cole'] };

  it('asks a player who has not answered from 7 days before kick-off until it', () => {
    const m = match({ date: at(7 * 24) });
    const asked = todosFor(player, facts({ matches: [m], answeredMatches: new Set() }));
    expect(asked).toEqual([
      {
        kind: 'availability',
        text: 'Are you playing TUM Kickers – Physik FC on Wed 22.05.2030, 14:00? Answer yes, maybe or no.',
        match_id: m.id,
        due_at: m.date?.toISOString(),
      },
    ]);
    expect(todosFor(player, facts({ matches: [m], answeredMatches: new Set([m.id]) }))).toEqual([]);
    const early = match({ date: at(7 * 24 + 1) });
    expect(todosFor(player, facts({ matches: [early], answeredMatches: new Set() }))).toEqual([]);
    const played = match({ date: at(0) });
    expect(todosFor(player, facts({ matches: [played], answeredMatches: new Set() }))).toEqual([]);
    const undated = match({ date: null, seasonId: 6 });
    expect(todosFor(player, facts({ matches: [undated], answeredMatches: new Set() }))).toEqual([]);
  });

  it('never asks an admin, a referee team or a player of another team', () => {
    const m = match({ date: at(24) });
    for (const user of [admin, refereeCaptain, { id: 50, role: 'PLAYER', memberOf: 3 } as Actor]) {
      expect(kinds(todosFor(user, facts({ matches: [m], answeredMatches: new Set() })))).not.toContain(
        'availability',
      );
    }
  });

  it('tells the captains of a short team from 48 hours before kick-off, naming who has not answered', () => {
    const m = match({ date: at(48) });
    const told = todosFor(
      captain,
      facts({ matches: [m], answeredMatches: new Set([m.id]), squads: new Map([[m.id, squad]]) }),
    );
    expect(told).toEqual([
      {
        kind: 'short_squad',
        text: '8 of 11 confirmed for Friday: ask the others, or tell the league you cannot play. Not answered yet: Anna Berg, Ben Cole.',
        match_id: m.id,
        team_id: 1,
        due_at: m.date?.toISOString(),
      },
    ]);
    const later = match({ date: at(49) });
    expect(todosFor(captain, facts({ matches: [later], squads: new Map([[later.id, squad]]) }))).toEqual([]);
    const full = new Map([[m.id, { ...squad, yes: 11 }]]);
    expect(todosFor(captain, facts({ matches: [m], squads: full }))).toEqual([]);
    // A player sees the count on the card, not as an item: the captains act on it.
    expect(kinds(todosFor(player, facts({ matches: [m], squads: new Map([[m.id, squad]]) })))).toEqual([]);
    const everyone = new Map([[m.id, { ...squad, unanswered: [] }]]);
    expect(todosFor(captain, facts({ matches: [m], squads: everyone }))[0]?.text).toBe(
      '8 of 11 confirmed for Friday: ask the others, or tell the league you cannot play.',
    );
  });

  it('names five of a long list of the unanswered and counts the rest: the squad lists them all', () => {
    const m = match({ date: at(48) });
    const unanswered = ['Anna', 'Ben', 'Cem', 'Dana', 'Emil', 'Fritz', 'Gül'];
    const [item] = todosFor(
      captain,
      facts({ matches: [m], squads: new Map([[m.id, { ...squad, unanswered }]]) }),
    );
    expect(item?.text).toBe(
      '8 of 11 confirmed for Friday: ask the others, or tell the league you cannot play. Not answered yet: Anna, Ben, Cem, Dana, Emil and 2 others.',
    );
  });
});

describe('referees confirm results (decision 093)', () => {
  const referee: Actor = { id: 31, role: 'PLAYER', memberOf: 3 };
  const refereed = (overrides: Partial<TodoRefereedMatch> = {}): TodoRefereedMatch => ({
    ...match({ date: at(-3) }),
    results: [{ ...result(), isFinal: false }],
    answers: [],
    ...overrides,
  });

  it('asks an appointed referee to confirm the result after the whistle, due when the week is over', () => {
    const m = refereed();
    expect(todosFor(referee, facts({ refereed: [m] }))).toEqual([
      {
        kind: 'confirm_result',
        text: 'You refereed TUM Kickers – Physik FC: the result is 2:1. Confirm it or dispute it.',
        match_id: m.id,
        due_at: new Date(at(-3).getTime() + 7 * 24 * HOUR).toISOString(),
      },
    ]);
  });

  it('asks nobody else, nothing answered again, nothing the two sides disagree on', () => {
    expect(todosFor(captain, facts({ refereed: [refereed()] }))).toEqual([]);
    expect(
      todosFor(referee, facts({ refereed: [refereed({ answers: [{ refereeId: 31, agree: true }] })] })),
    ).toEqual([]);
    const disagree = refereed({
      results: [
        { ...result(), isFinal: false },
        { ...result({ submittedTeamId: 1, scoreGuest: 2 }), isFinal: false },
      ],
    });
    expect(todosFor(referee, facts({ refereed: [disagree] }))).toEqual([]);
    expect(todosFor(referee, facts({ refereed: [refereed({ date: at(-1) })] }))).toEqual([]);
  });

  it("leaves a held suggestion off the captain's list: an admin settles it", () => {
    const m = match({ date: at(-3), suggestions: [result()] });
    expect(kinds(todosFor(captain, facts({ matches: [m] })))).toEqual(['accept_result']);
    expect(kinds(todosFor(captain, facts({ matches: [{ ...m, heldByReferee: true }] })))).toEqual([]);
  });
});
