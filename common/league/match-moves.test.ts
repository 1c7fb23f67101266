import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPOSAL_STATUSES } from '../api/match-moves';
import {
  captainMoveRefusal,
  isProposalOpen,
  MOVE_NEEDS_CONSENT,
  moveRefusal,
  PROPOSAL_CLOSED,
  PROPOSE_AHEAD_ONLY,
  PROPOSE_FINAL,
  PROPOSE_KICKED_OFF,
  PROPOSE_NEEDS_DATE,
  PROPOSE_SAME_DATE,
  proposalClosedRefusal,
  proposalLapsesAt,
  proposalStatus,
  proposeRefusal,
} from './match-moves';

const now = new Date('2026-11-23T12:00:00Z');
const HOUR = 3600 * 1000;
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

describe('proposeRefusal', () => {
  it('lets a dated match that has not kicked off move to another kick-off ahead', () => {
    const match = { date: at(48), hasFinal: false };
    expect(proposeRefusal(match, at(72), now)).toBeNull();
    // Earlier is fine too, as long as it lies ahead.
    expect(proposeRefusal(match, at(1), now)).toBeNull();
    expect(proposeRefusal({ ...match, date: at(48).toISOString() }, at(72), now)).toBeNull();
  });

  it('refuses an undated, kicked-off or final match, a date not ahead and the same kick-off', () => {
    expect(proposeRefusal({ date: null, hasFinal: false }, at(72), now)).toBe(PROPOSE_NEEDS_DATE());
    expect(proposeRefusal({ date: 'tbd', hasFinal: false }, at(72), now)).toBe(PROPOSE_NEEDS_DATE());
    expect(proposeRefusal({ date: at(0), hasFinal: false }, at(72), now)).toBe(PROPOSE_KICKED_OFF());
    expect(proposeRefusal({ date: at(-5), hasFinal: false }, at(72), now)).toBe(PROPOSE_KICKED_OFF());
    expect(proposeRefusal({ date: at(48), hasFinal: true }, at(72), now)).toBe(PROPOSE_FINAL());
    expect(proposeRefusal({ date: at(48), hasFinal: false }, at(0), now)).toBe(PROPOSE_AHEAD_ONLY());
    expect(proposeRefusal({ date: at(48), hasFinal: false }, at(-24), now)).toBe(PROPOSE_AHEAD_ONLY());
    expect(proposeRefusal({ date: at(48), hasFinal: false }, at(48), now)).toBe(PROPOSE_SAME_DATE());
    // The date problems name their field, for the form and the API's 400.
    expect(PROPOSE_AHEAD_ONLY()).toMatch(/^date: /);
    expect(PROPOSE_SAME_DATE()).toMatch(/^date: /);
  });

  it('allows exactly the moves of movable matches to another instant ahead', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -500, max: 500 })),
        fc.integer({ min: -500, max: 500 }),
        fc.boolean(),
        (current, proposed, hasFinal) => {
          const match = { date: current === null ? null : at(current), hasFinal };
          const allowed =
            !hasFinal && current !== null && current > 0 && proposed > 0 && proposed !== current;
          expect(proposeRefusal(match, at(proposed), now) === null).toBe(allowed);
          // Whatever the date, a match that moveRefusal holds back is refused for that reason.
          const held = moveRefusal(match, now);
          if (held) expect(proposeRefusal(match, at(proposed), now)).toBe(held);
        },
      ),
    );
  });
});

describe('proposalStatus', () => {
  const open = { status: 'open' as const, date: at(72), kickOff: at(48) };
  const match = { date: at(48), hasFinal: false };

  it('is open until the kick-off it would move, then lapsed', () => {
    expect(proposalLapsesAt(open)).toEqual(at(48));
    expect(proposalStatus(open, match, now)).toBe('open');
    expect(proposalStatus(open, match, at(47.99))).toBe('open');
    expect(proposalStatus(open, match, at(48))).toBe('lapsed');
    expect(proposalClosedRefusal(open, match, at(49))).toBe(PROPOSAL_CLOSED.lapsed());
  });

  it('lapses at its own kick-off when that comes first: accepting it would date the match into the past', () => {
    const earlier = { ...open, date: at(10) };
    expect(proposalLapsesAt(earlier)).toEqual(at(10));
    expect(proposalStatus(earlier, match, at(9))).toBe('open');
    expect(proposalStatus(earlier, match, at(10))).toBe('lapsed');
  });

  it('is superseded once the match has another date or none, and closed by a final result', () => {
    expect(proposalStatus(open, { ...match, date: at(50) }, now)).toBe('superseded');
    expect(proposalStatus(open, { ...match, date: null }, now)).toBe('superseded');
    expect(proposalStatus(open, { ...match, hasFinal: true }, now)).toBe('superseded');
    expect(proposalClosedRefusal(open, { ...match, hasFinal: true }, now)).toBe(PROPOSAL_CLOSED.final());
    expect(proposalClosedRefusal(open, { ...match, date: at(50) }, now)).toBe(PROPOSAL_CLOSED.superseded());
  });

  it('keeps an answered status as stored', () => {
    for (const status of ['accepted', 'declined', 'withdrawn'] as const) {
      expect(proposalStatus({ ...open, status }, match, now)).toBe(status);
      expect(proposalClosedRefusal({ ...open, status }, match, now)).toBe(PROPOSAL_CLOSED[status]());
    }
  });

  it('is open exactly while stored open, the match keeps its kick-off, has no final and both kick-offs lie ahead', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROPOSAL_STATUSES),
        fc.integer({ min: -100, max: 100 }),
        fc.integer({ min: -100, max: 100 }),
        fc.option(fc.integer({ min: -100, max: 100 })),
        fc.boolean(),
        (status, proposed, kickOff, current, hasFinal) => {
          const p = { status, date: at(proposed), kickOff: at(kickOff) };
          const m = { date: current === null ? null : at(current), hasFinal };
          const expected =
            status === 'open' && !hasFinal && current === kickOff && proposed > 0 && kickOff > 0;
          expect(isProposalOpen(p, m, now)).toBe(expected);
          expect(proposalClosedRefusal(p, m, now) === null).toBe(expected);
          // An open one is answerable until it lapses, never after.
          if (expected) expect(proposalLapsesAt(p).getTime()).toBeGreaterThan(now.getTime());
        },
      ),
    );
  });
});

describe('captainMoveRefusal', () => {
  it('lets captains date an undated match alone, never move a dated one', () => {
    expect(captainMoveRefusal(null)).toBeNull();
    expect(captainMoveRefusal('tbd')).toBeNull();
    expect(captainMoveRefusal(at(48))).toBe(MOVE_NEEDS_CONSENT());
    expect(captainMoveRefusal(at(48).toISOString())).toBe(MOVE_NEEDS_CONSENT());
  });
});
