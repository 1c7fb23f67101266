import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countsForDuties, missedDuties, type RefereeSlots, refereeRecord } from './duties';

const played = { unplayed: false, forfeit: false };
const slots = (more: Partial<RefereeSlots> = {}): RefereeSlots => ({
  referee_team_id: 5,
  referee_id: null,
  referee_team_id_2: 6,
  referee_id_2: null,
  ...more,
});

describe('missedDuties', () => {
  it('books each named team that named no referee', () => {
    expect(missedDuties(slots(), played)).toEqual([
      { team_id: 5, slot: 1 },
      { team_id: 6, slot: 2 },
    ]);
    expect(missedDuties(slots({ referee_id: 51 }), played)).toEqual([{ team_id: 6, slot: 2 }]);
    expect(missedDuties(slots({ referee_id: 51, referee_id_2: 61 }), played)).toEqual([]);
  });

  it('books nothing for a slot without a team', () => {
    expect(missedDuties(slots({ referee_team_id_2: null }), played)).toEqual([{ team_id: 5, slot: 1 }]);
    expect(missedDuties(slots({ referee_team_id: null, referee_team_id_2: null }), played)).toEqual([]);
  });

  it('books nothing for a forfeit or an unplayed match', () => {
    expect(countsForDuties(played)).toBe(true);
    expect(missedDuties(slots(), { unplayed: false, forfeit: true })).toEqual([]);
    expect(missedDuties(slots(), { unplayed: true, forfeit: false })).toEqual([]);
  });

  const id = fc.option(fc.integer({ min: 1, max: 9 }), { nil: null });

  it('books a slot exactly when the result counts, the slot has a team and no referee', () => {
    fc.assert(
      fc.property(id, id, id, id, fc.boolean(), fc.boolean(), (t1, r1, t2, r2, unplayed, forfeit) => {
        const match = { referee_team_id: t1, referee_id: r1, referee_team_id_2: t2, referee_id_2: r2 };
        const missed = missedDuties(match, { unplayed, forfeit });
        const counts = !unplayed && !forfeit;
        expect(missed.some((d) => d.slot === 1)).toBe(counts && t1 !== null && r1 === null);
        expect(missed.some((d) => d.slot === 2)).toBe(counts && t2 !== null && r2 === null);
        for (const d of missed) expect(d.team_id).toBe(d.slot === 1 ? t1 : t2);
      }),
    );
  });
});

describe('refereeRecord', () => {
  const final = (more: Partial<{ unplayed: boolean; forfeit: boolean }> = {}) => [
    { is_final: true, unplayed: false, forfeit: false, ...more },
  ];

  it('counts duties done, missed and still open; unplayed and forfeited matches count neither way', () => {
    const matches = [
      { ...slots({ referee_id: 51 }), results: final() },
      { ...slots({ referee_team_id_2: 5 }), results: final() },
      { ...slots(), results: [] },
      { ...slots(), results: [{ is_final: false, unplayed: false, forfeit: false }] },
      { ...slots(), results: final({ forfeit: true }) },
      { ...slots(), results: final({ unplayed: true }) },
      { ...slots({ referee_team_id: 7 }), results: final() },
    ];
    expect(refereeRecord(matches, 5)).toEqual({ done: 1, missed: 2, open: 2 });
    expect(refereeRecord(matches, 6)).toEqual({ done: 0, missed: 2, open: 2 });
    expect(refereeRecord(matches, 9)).toEqual({ done: 0, missed: 0, open: 0 });
  });

  const slotId = fc.option(fc.integer({ min: 1, max: 3 }), { nil: null });
  const refId = fc.option(fc.integer({ min: 10, max: 11 }), { nil: null });
  const matchArb = fc.record({
    referee_team_id: slotId,
    referee_id: refId,
    referee_team_id_2: slotId,
    referee_id_2: refId,
    results: fc.array(fc.record({ is_final: fc.boolean(), unplayed: fc.boolean(), forfeit: fc.boolean() }), {
      maxLength: 2,
    }),
  });

  it('missed is what missedDuties books for the team when each result became final (property)', () => {
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 8 }), fc.integer({ min: 1, max: 3 }), (matches, team) => {
        const record = refereeRecord(matches, team);
        const booked = matches.flatMap((m) => {
          const result = m.results.find((r) => r.is_final);
          return result ? missedDuties(m, result).filter((d) => d.team_id === team) : [];
        });
        expect(record.missed).toBe(booked.length);
        const named = matches
          .flatMap((m) => [m.referee_team_id, m.referee_team_id_2])
          .filter((t) => t === team);
        expect(record.done + record.missed + record.open).toBeLessThanOrEqual(named.length);
      }),
    );
  });
});
