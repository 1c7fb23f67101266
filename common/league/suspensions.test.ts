import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Ban,
  CARD_KINDS,
  type CountedCard,
  DEFAULT_DISCIPLINE_RULES,
  type DisciplineRules,
  type MatchState,
  suspendedIn,
  suspensionsOf,
  type TeamMatch,
  untilMatchOf,
} from './suspensions';

const rules = (): DisciplineRules => DEFAULT_DISCIPLINE_RULES;
const played = (id: number, seasonId = 1): TeamMatch => ({ id, seasonId, state: 'played' });
const card = (id: number, matchId: number, kind: CountedCard['kind'], playerId = 7): CountedCard => ({
  id,
  playerId,
  matchId,
  kind,
});

describe('suspensions by the rules', () => {
  it('a red card bans for the next two played matches, not the match of the card', () => {
    const matches = [played(1), played(2), played(3), played(4)];
    const [ban] = suspensionsOf(matches, [card(10, 1, 'red')], rules);
    expect(ban).toMatchObject({ reason: 'red', matches: 2, servedIn: [2, 3], pending: [] });
    expect(untilMatchOf(ban as Ban)).toBe(3);
  });

  it('a forfeit and a postponed match are skipped; the rest falls on open matches', () => {
    const matches: TeamMatch[] = [
      played(1),
      { id: 2, seasonId: 1, state: 'unplayed' },
      played(3),
      { id: 4, seasonId: 1, state: 'open' },
    ];
    const bans = suspensionsOf(matches, [card(10, 1, 'red')], rules);
    expect(bans[0]).toMatchObject({ servedIn: [3], pending: [4] });
    expect(suspendedIn(bans, 7, 4)).toBe(true);
    expect(suspendedIn(bans, 7, 2)).toBe(false);
    expect(suspendedIn(bans, 8, 4)).toBe(false);
  });

  it('every fifth yellow bans for one match; the fourth does not', () => {
    const matches = Array.from({ length: 12 }, (_, i) => played(i + 1));
    const yellows = Array.from({ length: 10 }, (_, i) => card(100 + i, i + 1, 'yellow'));
    const bans = suspensionsOf(matches, yellows, rules);
    expect(bans.map((b) => [b.cardId, b.servedIn])).toEqual([
      [104, [6]],
      [109, [11]],
    ]);
  });

  it("a ban whose match runs past the season's fixtures has no last match yet", () => {
    const [ban] = suspensionsOf(
      [played(1), { id: 2, seasonId: 1, state: 'open' }],
      [card(1, 1, 'red')],
      rules,
    );
    expect(ban?.pending).toEqual([2]);
    expect(untilMatchOf(ban as Ban)).toBeNull();
  });

  it("an admin's length replaces the rule's; 0 lifts the ban, and a rule of 0 gives none", () => {
    const matches = [played(1), played(2), played(3)];
    expect(suspensionsOf(matches, [card(1, 1, 'red')], rules, new Map([[1, 0]]))[0]).toMatchObject({
      matches: 0,
      servedIn: [],
    });
    expect(suspensionsOf(matches, [card(1, 1, 'red')], rules, new Map([[1, 1]]))[0]?.servedIn).toEqual([2]);
    expect(suspensionsOf(matches, [card(1, 1, 'red')], () => ({ ...rules(), redBan: 0 }))).toEqual([]);
  });

  it('two bans of a player are served one after the other', () => {
    const matches = [played(1), played(2), played(3), played(4), played(5)];
    const bans = suspensionsOf(matches, [card(1, 1, 'red'), card(2, 2, 'yellow_red')], rules);
    // The red is served in 2 and 3; the yellow-red of match 2 then in 4.
    expect(bans.map((b) => b.servedIn)).toEqual([[2, 3], [4]]);
  });
});

// Random seasons: a team's matches in order, in one or more seasons, and cards of a few players.
const stateArb = fc.constantFrom<MatchState>('played', 'played', 'played', 'unplayed', 'open');
const rulesArb = fc.record({
  yellowLimit: fc.integer({ min: 1, max: 5 }),
  yellowBan: fc.integer({ min: 0, max: 3 }),
  yellowRedBan: fc.integer({ min: 0, max: 3 }),
  redBan: fc.integer({ min: 0, max: 4 }),
});
const seasonArb = fc.record({
  states: fc.array(stateArb, { minLength: 1, maxLength: 14 }),
  cards: fc.array(
    fc.record({
      player: fc.integer({ min: 1, max: 4 }),
      at: fc.nat(),
      kind: fc.constantFrom(...CARD_KINDS, 'yellow', 'yellow'),
    }),
    { maxLength: 25 },
  ),
  rules: rulesArb,
});

/** Seasons 1..n with match ids numbered on; card ids in the order given. */
function build(
  seasons: { states: MatchState[]; cards: { player: number; at: number; kind: CountedCard['kind'] }[] }[],
) {
  const matches: TeamMatch[] = [];
  const cards: CountedCard[] = [];
  seasons.forEach((season, s) => {
    const first = matches.length + 1;
    season.states.forEach((state) => {
      matches.push({ id: matches.length + 1, seasonId: s + 1, state });
    });
    for (const c of season.cards) {
      cards.push({
        id: cards.length + 1,
        playerId: c.player,
        matchId: first + (c.at % season.states.length),
        kind: c.kind,
      });
    }
  });
  return { matches, cards };
}

/**
 * The reference: walk the season match by match with a debt per player. A played match pays one
 * of the debt made before it; then the match's cards add to it, yellows counted on.
 */
function reference(matches: TeamMatch[], cards: CountedCard[], r: DisciplineRules) {
  const totals = new Map<number, { matches: number; served: number }>();
  const debt = new Map<number, number>();
  const yellows = new Map<number, number>();
  const total = (p: number) => {
    const row = totals.get(p) ?? { matches: 0, served: 0 };
    totals.set(p, row);
    return row;
  };
  for (const match of matches) {
    for (const [p, owed] of debt) {
      if (match.state === 'played' && owed > 0) {
        debt.set(p, owed - 1);
        total(p).served += 1;
      }
    }
    const inMatch = cards.filter((c) => c.matchId === match.id).sort((a, b) => a.id - b.id);
    for (const c of inMatch) {
      let n = 0;
      if (c.kind === 'red') n = r.redBan;
      else if (c.kind === 'yellow_red') n = r.yellowRedBan;
      else {
        yellows.set(c.playerId, (yellows.get(c.playerId) ?? 0) + 1);
        if ((yellows.get(c.playerId) as number) % r.yellowLimit === 0) n = r.yellowBan;
      }
      if (n > 0) {
        total(c.playerId).matches += n;
        debt.set(c.playerId, (debt.get(c.playerId) ?? 0) + n);
      }
    }
  }
  return totals;
}

const sums = (bans: Ban[]) => {
  const totals = new Map<number, { matches: number; served: number }>();
  for (const ban of bans) {
    const t = totals.get(ban.playerId) ?? { matches: 0, served: 0 };
    totals.set(ban.playerId, { matches: t.matches + ban.matches, served: t.served + ban.servedIn.length });
  }
  return totals;
};

describe('suspensions on random seasons', () => {
  it('a ban is never served in the match of its card, nor in an earlier one', () => {
    fc.assert(
      fc.property(seasonArb, ({ states, cards, rules: r }) => {
        const { matches, cards: list } = build([{ states, cards }]);
        const at = (id: number) => matches.findIndex((m) => m.id === id);
        for (const ban of suspensionsOf(matches, list, () => r)) {
          for (const id of [...ban.servedIn, ...ban.pending]) expect(at(id)).toBeGreaterThan(at(ban.matchId));
        }
      }),
    );
  });

  it('forfeits, unplayed and open (postponed, upcoming) matches never count as served', () => {
    fc.assert(
      fc.property(seasonArb, ({ states, cards, rules: r }) => {
        const { matches, cards: list } = build([{ states, cards }]);
        const stateOf = new Map(matches.map((m) => [m.id, m.state]));
        for (const ban of suspensionsOf(matches, list, () => r)) {
          for (const id of ban.servedIn) expect(stateOf.get(id)).toBe('played');
          for (const id of ban.pending) expect(stateOf.get(id)).toBe('open');
          expect(ban.servedIn.length + ban.pending.length).toBeLessThanOrEqual(ban.matches);
        }
      }),
    );
  });

  it("counters never cross seasons: two seasons together give each season's bans alone", () => {
    fc.assert(
      fc.property(seasonArb, seasonArb, (one, two) => {
        const both = build([one, two]);
        const rulesOf = (seasonId: number) => (seasonId === 1 ? one.rules : two.rules);
        const together = suspensionsOf(both.matches, both.cards, rulesOf);
        const offset = one.states.length;
        const cardOffset = one.cards.length;
        const alone = [
          ...suspensionsOf(build([one]).matches, build([one]).cards, () => one.rules),
          ...suspensionsOf(build([two]).matches, build([two]).cards, () => two.rules).map((ban) => ({
            ...ban,
            seasonId: 2,
            cardId: ban.cardId + cardOffset,
            matchId: ban.matchId + offset,
            servedIn: ban.servedIn.map((id) => id + offset),
            pending: ban.pending.map((id) => id + offset),
          })),
        ];
        const byCard = (a: Ban, b: Ban) => a.cardId - b.cardId;
        expect([...together].sort(byCard)).toEqual(alone.sort(byCard));
      }),
    );
  });

  it('totals per player match the match-by-match reference', () => {
    fc.assert(
      fc.property(seasonArb, ({ states, cards, rules: r }) => {
        const { matches, cards: list } = build([{ states, cards }]);
        expect(sums(suspensionsOf(matches, list, () => r))).toEqual(reference(matches, list, r));
      }),
    );
  });
});
