import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR } from '../durations';
import {
  effectiveEvents,
  type LiveEventFacts,
  type LiveKind,
  liveOrderRefusal,
  liveScorers,
  liveState,
  liveSuggestingTeam,
  liveWindowRefusal,
  undoTarget,
} from './live';

const match = { homeId: 1, guestId: 2 };
const HOME = 1;
const GUEST = 2;

/** Builds a stored sequence: each step is recorded by `by`; an undo takes back undoTarget's event. */
function record(steps: { kind: LiveKind; by: number; team?: number }[]): LiveEventFacts[] {
  const events: LiveEventFacts[] = [];
  for (const [i, step] of steps.entries()) {
    events.push({
      id: i + 1,
      kind: step.kind,
      teamId: step.team ?? null,
      recordedBy: step.by,
      undoesId: step.kind === 'undo' ? undoTarget(events, step.by) : null,
    });
  }
  return events;
}

describe('liveState', () => {
  it('follows kick-off, goals, half time, the second kick-off and full time', () => {
    const events = record([
      { kind: 'kickoff', by: 7 },
      { kind: 'goal', by: 7, team: HOME },
      { kind: 'own_goal', by: 7, team: GUEST },
      { kind: 'halftime', by: 7 },
      { kind: 'kickoff', by: 7 },
      { kind: 'goal', by: 8, team: HOME },
      { kind: 'fulltime', by: 7 },
    ]);
    const state = liveState(events, match);
    expect(state.status).toBe('finished');
    expect(state.score).toEqual({ home: 2, guest: 1 });
    expect(state.events.map((e) => `${e.score.home}:${e.score.guest}`)).toEqual([
      '0:0',
      '1:0',
      '1:1',
      '1:1',
      '1:1',
      '2:1',
      '2:1',
    ]);
    expect(liveState(events.slice(0, 4), match).status).toBe('halftime');
    expect(liveState(events.slice(0, 5), match).status).toBe('second_half');
  });

  it('is not started without events; a goal before a tapped kick-off starts the first half', () => {
    expect(liveState([], match)).toEqual({ status: 'not_started', score: { home: 0, guest: 0 }, events: [] });
    expect(liveState(record([{ kind: 'goal', by: 1, team: GUEST }]), match).status).toBe('first_half');
  });
});

describe('undo', () => {
  it("takes back the caller's own last event, not another recorder's", () => {
    const events = record([
      { kind: 'kickoff', by: 7 },
      { kind: 'goal', by: 7, team: HOME },
      { kind: 'goal', by: 8, team: GUEST },
      { kind: 'undo', by: 7 },
    ]);
    expect(events[3]?.undoesId).toBe(2);
    expect(effectiveEvents(events).map((e) => e.id)).toEqual([1, 3]);
    expect(liveState(events, match).score).toEqual({ home: 0, guest: 1 });
    expect(undoTarget(events, 7)).toBe(1);
    expect(undoTarget(events, 9)).toBeNull();
  });

  it('refuses an undo with nothing to take back, and after full time anything but the whistle', () => {
    expect(liveOrderRefusal([], match, 'undo', 7)).toBe('live_nothing_to_undo');
    const finished = record([
      { kind: 'kickoff', by: 7 },
      { kind: 'goal', by: 8, team: HOME },
      { kind: 'fulltime', by: 7 },
    ]);
    expect(liveOrderRefusal(finished, match, 'undo', 7)).toBeNull();
    expect(liveOrderRefusal(finished, match, 'undo', 8)).toBe('live_match_finished');
    expect(liveOrderRefusal(finished, match, 'undo', 9)).toBe('live_match_finished');
    expect(liveOrderRefusal(finished, match, 'goal', 7)).toBe('live_match_finished');
    const reopened = record([
      { kind: 'kickoff', by: 7 },
      { kind: 'fulltime', by: 7 },
      { kind: 'undo', by: 7 },
    ]);
    expect(liveState(reopened, match).status).toBe('first_half');
    expect(liveOrderRefusal(reopened, match, 'goal', 8)).toBeNull();
  });
});

describe('liveOrderRefusal', () => {
  it('takes a kick-off at the start and after half time only, half time in the first half only', () => {
    const started = record([{ kind: 'kickoff', by: 1 }]);
    expect(liveOrderRefusal([], match, 'kickoff', 1)).toBeNull();
    expect(liveOrderRefusal(started, match, 'kickoff', 1)).toBe('live_event_out_of_order');
    expect(liveOrderRefusal([], match, 'halftime', 1)).toBe('live_event_out_of_order');
    expect(liveOrderRefusal(started, match, 'halftime', 1)).toBeNull();
    const second = record([
      { kind: 'kickoff', by: 1 },
      { kind: 'halftime', by: 1 },
      { kind: 'kickoff', by: 1 },
    ]);
    expect(liveOrderRefusal(second, match, 'halftime', 1)).toBe('live_event_out_of_order');
    expect(liveOrderRefusal(second, match, 'fulltime', 1)).toBeNull();
    expect(liveOrderRefusal([], match, 'fulltime', 1)).toBe('live_event_out_of_order');
  });
});

describe('liveWindowRefusal', () => {
  const kickOff = new Date('2026-06-01T18:00:00Z');
  const at = (ms: number) => new Date(kickOff.getTime() + ms);
  it('opens at the kick-off and closes three hours after it, both instants included', () => {
    const facts = { date: kickOff, hasFinal: false };
    expect(liveWindowRefusal(facts, at(-1))).toBe('live_before_kick_off');
    expect(liveWindowRefusal(facts, at(0))).toBeNull();
    expect(liveWindowRefusal(facts, at(3 * HOUR))).toBeNull();
    expect(liveWindowRefusal(facts, at(3 * HOUR + 1))).toBe('live_window_closed');
  });
  it('refuses an undated match and one with a final result', () => {
    expect(liveWindowRefusal({ date: null, hasFinal: false }, kickOff)).toBe('live_match_undated');
    expect(liveWindowRefusal({ date: kickOff, hasFinal: true }, kickOff)).toBe('result_already_final');
  });
});

describe('liveSuggestingTeam and liveScorers', () => {
  const facts = {
    ...match,
    refereeId: 50,
    refereeId2: 51,
    refereeTeamId: 5,
    refereeTeamId2: 6,
    date: null,
    hasFinal: false,
  };
  it("suggests for a captain's team, a referee's slot team, no team for an admin", () => {
    expect(liveSuggestingTeam({ id: 10, role: 'CAPTAIN', memberOf: GUEST }, facts)).toBe(GUEST);
    expect(liveSuggestingTeam({ id: 51, role: 'PLAYER', memberOf: 6 }, facts)).toBe(6);
    expect(liveSuggestingTeam({ id: 50, role: 'CAPTAIN', memberOf: 5 }, facts)).toBe(5);
    expect(liveSuggestingTeam({ id: 1, role: 'ADMIN', memberOf: null }, facts)).toBeNull();
  });
  it('credits named scorers of goals still counted, never own goals or unknown scorers', () => {
    const events = [
      { id: 1, kind: 'goal' as const, teamId: HOME, recordedBy: 1, undoesId: null, playerId: 100 },
      { id: 2, kind: 'goal' as const, teamId: HOME, recordedBy: 1, undoesId: null, playerId: 100 },
      { id: 3, kind: 'goal' as const, teamId: HOME, recordedBy: 1, undoesId: null, playerId: null },
      { id: 4, kind: 'own_goal' as const, teamId: GUEST, recordedBy: 1, undoesId: null, playerId: 101 },
      { id: 5, kind: 'goal' as const, teamId: GUEST, recordedBy: 1, undoesId: null, playerId: 200 },
      { id: 6, kind: 'undo' as const, teamId: null, recordedBy: 1, undoesId: 5, playerId: null },
    ];
    expect(liveScorers(events)).toEqual([{ teamId: HOME, playerId: 100, goals: 2 }]);
  });
});

describe('properties', () => {
  const step = fc.record({
    kind: fc.constantFrom<LiveKind>('kickoff', 'goal', 'own_goal', 'halftime', 'fulltime', 'undo'),
    by: fc.integer({ min: 1, max: 3 }),
    team: fc.constantFrom(HOME, GUEST),
  });

  it('any sequence with undos scores as the sequence without the undone events', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const events = record(steps);
        const undone = new Set(events.filter((e) => e.kind === 'undo').map((e) => e.undoesId));
        const without = events.filter((e) => e.kind !== 'undo' && !undone.has(e.id));
        const a = liveState(events, match);
        const b = liveState(without, match);
        expect(a.score).toEqual(b.score);
        expect(a.status).toEqual(b.status);
        const goals = without.filter((e) => e.kind === 'goal' || e.kind === 'own_goal').length;
        expect(a.score.home + a.score.guest).toBe(goals);
      }),
    );
  });

  it('an event and its undo by the same recorder leave score and status as they were', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), step, (steps, last) => {
        const before = record(steps);
        const kind = last.kind === 'undo' ? 'goal' : last.kind;
        const after = record([...steps, { ...last, kind }, { kind: 'undo', by: last.by }]);
        const a = liveState(before, match);
        const b = liveState(after, match);
        expect(b.score).toEqual(a.score);
        expect(b.status).toEqual(a.status);
      }),
    );
  });

  it('events the order rules accept never take a finished match anywhere but back by its whistle', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const accepted: { kind: LiveKind; by: number; team?: number }[] = [];
        for (const s of steps) {
          const events = record(accepted);
          const wasFinished = liveState(events, match).status === 'finished';
          if (liveOrderRefusal(events, match, s.kind, s.by) !== null) continue;
          accepted.push(s);
          const now = liveState(record(accepted), match).status;
          if (wasFinished) {
            expect(s.kind).toBe('undo');
            expect(now).not.toBe('finished');
          }
        }
      }),
    );
  });
});
