import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countsForDuties, missedDuties, type RefereeSlots } from './duties';

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
