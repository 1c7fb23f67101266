import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNames } from './name-order';
import {
  leagueDay,
  type PlannerFacts,
  type PlannerMatch,
  planReferees,
  type RefereeCandidate,
  type RefereeExclusion,
} from './referee-planner';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 3, 1, 16, 0);

/**
 * A random season: teams 1-4 (team 1 referees), members 10-15 of team 1, matches on a few days at
 * random hours (some late, so the UTC day and Munich's differ), appointments, answers, guests, bans.
 */
const season = fc
  .record({
    matches: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 5 }),
        hour: fc.integer({ min: 0, max: 23 }),
        dated: fc.boolean(),
        home: fc.integer({ min: 1, max: 4 }),
        guest: fc.integer({ min: 1, max: 4 }),
        referee: fc.option(fc.integer({ min: 9, max: 16 }), { nil: null }),
        referee2: fc.option(fc.integer({ min: 9, max: 16 }), { nil: null }),
      }),
      { minLength: 1, maxLength: 14 },
    ),
    pick: fc.nat(),
    slot: fc.constantFrom(1 as const, 2 as const),
    members: fc.uniqueArray(fc.integer({ min: 10, max: 15 }), { minLength: 1, maxLength: 6 }),
    names: fc.array(fc.constantFrom('Anna', 'Ben', 'Änne', 'Zoe', 'ben'), { minLength: 6, maxLength: 6 }),
    answers: fc.array(
      fc.record({
        match: fc.nat(),
        userId: fc.integer({ min: 9, max: 16 }),
        status: fc.constantFrom('yes' as const, 'no' as const, 'maybe' as const),
      }),
      { maxLength: 10 },
    ),
    guests: fc.array(fc.record({ match: fc.nat(), userId: fc.integer({ min: 9, max: 16 }) }), {
      maxLength: 4,
    }),
    suspended: fc.uniqueArray(fc.integer({ min: 10, max: 15 }), { maxLength: 3 }),
    ineligible: fc.uniqueArray(fc.integer({ min: 10, max: 15 }), { maxLength: 2 }),
  })
  .map((s): PlannerFacts => {
    const matches: PlannerMatch[] = s.matches.map((x, i) => ({
      id: 100 + i,
      date: x.dated ? new Date(START + x.day * DAY_MS + x.hour * 3_600_000) : null,
      homeId: x.home === 1 ? 2 : x.home,
      guestId: x.guest,
      refereeId: x.referee,
      refereeId2: x.referee2,
    }));
    const at = (n: number) => (matches[n % matches.length] as PlannerMatch).id;
    return {
      match: matches[s.pick % matches.length] as PlannerMatch,
      slot: s.slot,
      teamId: 1,
      members: s.members.map((id, i) => ({ id, name: s.names[i] as string })),
      seasonMatches: matches,
      answers: s.answers.map((a) => ({ matchId: at(a.match), userId: a.userId, status: a.status })),
      guests: s.guests.map((g) => ({ matchId: at(g.match), userId: g.userId })),
      suspended: new Set(s.suspended),
      ineligible: new Set(s.ineligible),
    };
  });

/** The rule said plainly, member by member, and ordered by picking the best left each time. */
function reference(facts: PlannerFacts): RefereeCandidate[] {
  const dayOf = (m: PlannerMatch) =>
    m.date === null
      ? null
      : new Date(m.date.getTime()).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
  const day = dayOf(facts.match);
  const onDay = (matchId: number) => {
    const m = facts.seasonMatches.find((x) => x.id === matchId);
    return m !== undefined && day !== null && dayOf(m) === day;
  };
  const rows = facts.members.map((member) => {
    let duties = 0;
    for (const m of facts.seasonMatches) {
      if (m.id === facts.match.id) continue;
      if (m.refereeId === member.id || m.refereeId2 === member.id) duties += 1;
    }
    let reason: RefereeExclusion | null = null;
    const other = facts.slot === 1 ? facts.match.refereeId2 : facts.match.refereeId;
    if (other === member.id) reason = 'other_slot';
    const teamPlays = facts.seasonMatches.some((m) => onDay(m.id) && (m.homeId === 1 || m.guestId === 1));
    if (teamPlays || facts.guests.some((g) => g.userId === member.id && onDay(g.matchId))) reason = 'playing';
    if (facts.suspended.has(member.id)) reason = 'suspended';
    if (facts.answers.some((a) => a.userId === member.id && a.status === 'no' && onDay(a.matchId)))
      reason = 'said_no';
    if (facts.ineligible.has(member.id)) reason = 'not_eligible';
    return { user_id: member.id, name: member.name, duties_this_season: duties, reason_if_excluded: reason };
  });
  const better = (a: RefereeCandidate, b: RefereeCandidate) => {
    if ((a.reason_if_excluded === null) !== (b.reason_if_excluded === null))
      return a.reason_if_excluded === null;
    if (a.duties_this_season !== b.duties_this_season) return a.duties_this_season < b.duties_this_season;
    const byName = compareNames(a.name, b.name);
    return byName !== 0 ? byName < 0 : a.user_id < b.user_id;
  };
  const left = [...rows];
  const ordered: RefereeCandidate[] = [];
  while (left.length) {
    let best = 0;
    for (let i = 1; i < left.length; i++)
      if (better(left[i] as RefereeCandidate, left[best] as RefereeCandidate)) best = i;
    ordered.push(...left.splice(best, 1));
  }
  return ordered;
}

describe('planReferees', () => {
  it('orders as the plainly said rule does, on random seasons', () => {
    fc.assert(
      fc.property(season, (facts) => {
        expect(planReferees(facts)).toEqual(reference(facts));
      }),
      { numRuns: 500 },
    );
  });

  it('puts whoever refereed least first, and members with a match that day or not eligible last', () => {
    const match = (id: number, date: string, refereeId: number | null, homeId = 2): PlannerMatch => ({
      id,
      date: new Date(date),
      homeId,
      guestId: 3,
      refereeId,
      refereeId2: null,
    });
    const facts: PlannerFacts = {
      match: match(1, '2026-05-07T17:00:00Z', null),
      slot: 1,
      teamId: 1,
      members: [
        { id: 10, name: 'Anna' },
        { id: 11, name: 'Ben' },
        { id: 12, name: 'Cem' },
        { id: 13, name: 'Dana' },
      ],
      seasonMatches: [match(1, '2026-05-07T17:00:00Z', null), match(2, '2026-04-30T17:00:00Z', 10)],
      answers: [],
      guests: [{ matchId: 1, userId: 12 }],
      suspended: new Set(),
      ineligible: new Set([13]),
    };
    expect(planReferees(facts).map((c) => [c.user_id, c.duties_this_season, c.reason_if_excluded])).toEqual([
      [11, 0, null],
      [10, 1, null],
      [12, 0, 'playing'],
      [13, 0, 'not_eligible'],
    ]);
  });

  it("reads the day on Munich's clock: 23:30 UTC is the next day there", () => {
    expect(leagueDay(new Date('2026-05-07T23:30:00Z'))).toBe('2026-05-08');
    expect(leagueDay(new Date('2026-05-07T21:30:00Z'))).toBe('2026-05-07');
  });
});
