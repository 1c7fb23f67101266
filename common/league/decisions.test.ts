import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../policies/actor';
import {
  type AnsweredMatch,
  type DecisionFacts,
  decisionFactsOf,
  decisionNeeded,
  isOverdue,
  matchesNeedingDecision,
  OVERDUE_AFTER_MS,
} from './decisions';
import { isDisputed, type Suggestion } from './results';
import { type TodoMatch, todosFor } from './todos';

const NOW = new Date('2026-11-26T12:00:00Z');
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();

const suggestion = (team: number | null, home = 2, guest = 1): Suggestion => ({
  submittedTeamId: team,
  scoreHome: home,
  scoreGuest: guest,
  shootoutWinnerId: null,
  forfeit: false,
  unplayed: false,
});

const facts = (overrides: Partial<DecisionFacts> = {}): DecisionFacts => ({
  date: hoursAgo(2),
  homeId: 1,
  guestId: 2,
  hasFinal: false,
  pending: [],
  ...overrides,
});

describe('decisionNeeded', () => {
  it('names disputed and overdue matches, most pressing first', () => {
    expect(decisionNeeded(facts({ pending: [suggestion(1, 2, 1), suggestion(2, 1, 1)] }), NOW)).toBe(
      'disputed',
    );
    expect(decisionNeeded(facts({ date: hoursAgo(7 * 24), pending: [suggestion(1)] }), NOW)).toBe('overdue');
  });

  it("leaves a suggestion waiting for the other side's accept to the captains", () => {
    expect(decisionNeeded(facts({ pending: [suggestion(1)] }), NOW)).toBeNull();
    // Both sides suggested the same result: one accept settles it, nothing to decide between.
    expect(decisionNeeded(facts({ pending: [suggestion(1), suggestion(2)] }), NOW)).toBeNull();
  });

  it('leaves out final results, matches not yet a week late and those without a suggestion', () => {
    expect(decisionNeeded(facts({ hasFinal: true, date: hoursAgo(30 * 24) }), NOW)).toBeNull();
    expect(decisionNeeded(facts({ date: hoursAgo(7 * 24 - 1) }), NOW)).toBeNull();
    expect(decisionNeeded(facts({ date: 'tbd' }), NOW)).toBeNull();
    expect(decisionNeeded(facts({ date: null }), NOW)).toBeNull();
  });

  it('counts a knockout match as overdue only once both its teams are known', () => {
    expect(isOverdue(facts({ date: hoursAgo(8 * 24), guestId: null }), NOW)).toBe(false);
    expect(isOverdue(facts({ date: hoursAgo(8 * 24) }), NOW)).toBe(true);
    expect(isOverdue(facts({ date: new Date(NOW.getTime() - OVERDUE_AFTER_MS) }), NOW)).toBe(true);
  });
});

const arbitrarySuggestion = fc.record({
  submitted_team_id: fc.constantFrom(1, 2, null),
  score_home: fc.integer({ min: 0, max: 3 }),
  score_guest: fc.integer({ min: 0, max: 3 }),
  shootout_winner_id: fc.constant(null),
  forfeit: fc.boolean(),
  unplayed: fc.constant(false),
});

/** A match in the shape the web gets it: date, teams, results (at most one final). */
const arbitraryMatch = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  hoursAgo: fc.option(fc.integer({ min: -30 * 24, max: 30 * 24 }), { nil: null }),
  home_id: fc.option(fc.constant(1), { nil: null, freq: 5 }),
  guest_id: fc.option(fc.constant(2), { nil: null, freq: 5 }),
  pending: fc.array(arbitrarySuggestion, { maxLength: 3 }),
  final: fc.boolean(),
});

type Generated = typeof arbitraryMatch extends fc.Arbitrary<infer T> ? T : never;

const answered = (m: Generated): AnsweredMatch & { id: number } => ({
  id: m.id,
  date: m.hoursAgo === null ? 'tbd' : hoursAgo(m.hoursAgo),
  home_id: m.home_id,
  guest_id: m.guest_id,
  // The server deletes the other suggestions once one is final.
  results: m.final
    ? [
        {
          submitted_team_id: 1,
          score_home: 2,
          score_guest: 1,
          shootout_winner_id: null,
          forfeit: false,
          unplayed: false,
          is_final: true,
        },
      ]
    : m.pending.map((s) => ({ ...s, is_final: false })),
});

describe('matchesNeedingDecision', () => {
  it('lists exactly the matches with a decision, each once, the longest waiting first', () => {
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryMatch, { selector: (m) => m.id, maxLength: 12 }), (generated) => {
        const matches = generated.map(answered);
        const listed = matchesNeedingDecision(matches, NOW);
        const expected = matches.filter((m) => decisionNeeded(decisionFactsOf(m), NOW) !== null);
        expect(listed.map((entry) => entry.match.id).sort()).toEqual(expected.map((m) => m.id).sort());
        const starts = listed.map((entry) =>
          entry.match.date === 'tbd' ? Number.POSITIVE_INFINITY : Date.parse(entry.match.date),
        );
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
      }),
    );
  });

  it('never lists a final result; lists every match whose two sides disagree', () => {
    fc.assert(
      fc.property(arbitraryMatch, (generated) => {
        const facts = decisionFactsOf(answered(generated));
        const decision = decisionNeeded(facts, NOW);
        if (generated.final) expect(decision).toBeNull();
        else if (isDisputed(facts.pending)) expect(decision).toBe('disputed');
      }),
    );
  });

  it('keeps an overdue match overdue as time passes until its result is final', () => {
    fc.assert(
      fc.property(arbitraryMatch, fc.integer({ min: 0, max: 60 * 24 }), (generated, laterHours) => {
        const match = decisionFactsOf(answered(generated));
        const later = new Date(NOW.getTime() + laterHours * HOUR);
        if (isOverdue(match, NOW)) expect(isOverdue(match, later)).toBe(true);
      }),
    );
  });

  it("agrees with the admins' to-do list: the same matches of the current season, so the same count", () => {
    const admin: Actor = { id: 1, role: 'ADMIN', memberOf: null };
    // Season 1 is current (Matches opens on it); season 2's matches are an older season's.
    const seasonOf = (id: number) => (id % 2 === 0 ? 1 : 2);
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryMatch, { selector: (m) => m.id, maxLength: 8 }), (generated) => {
        const stored: TodoMatch[] = generated.map((m) => {
          const answer = answered(m);
          return {
            id: m.id,
            seasonId: seasonOf(m.id),
            matchStage: 'GROUP1',
            date: answer.date === 'tbd' ? null : new Date(answer.date),
            homeId: m.home_id,
            guestId: m.guest_id,
            refereeTeamId: null,
            refereeId: null,
            refereeTeamId2: null,
            refereeId2: null,
            hasFinal: answer.results.some((r) => r.is_final),
            autoAcceptHours: 72,
            suggestions: answer.results
              .filter((r) => !r.is_final)
              .map((r) => ({
                scoreHome: r.score_home,
                scoreGuest: r.score_guest,
                submittedTeamId: r.submitted_team_id,
                shootoutWinnerId: r.shootout_winner_id,
                forfeit: r.forfeit,
                unplayed: r.unplayed,
                createdAt: NOW,
              })),
          };
        });
        const todos = todosFor(admin, {
          now: NOW,
          currentSeasonId: 1,
          teams: [],
          matches: stored,
          joinRequests: [],
        });
        const current = generated.filter((m) => seasonOf(m.id) === 1).map(answered);
        const listed = matchesNeedingDecision(current, NOW);
        // The tab's "Needs a decision (N)" is listed.length; the to-do list has N such items.
        expect(todos.filter((todo) => /^(disputed|overdue)_result$/.test(todo.kind))).toHaveLength(
          listed.length,
        );
        for (const kind of ['disputed', 'overdue'] as const) {
          expect(
            todos
              .filter((todo) => todo.kind === `${kind}_result`)
              .map((todo) => todo.match_id)
              .sort(),
          ).toEqual(
            listed
              .filter((entry) => entry.decision === kind)
              .map((entry) => entry.match.id)
              .sort(),
          );
        }
      }),
    );
  });
});
