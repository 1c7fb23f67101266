/**
 * Suspensions from cards (docs/PRODUCT.md#discipline, decision 087): computed from the cards that
 * count, never typed. Per season: every `yellowLimit`-th yellow bans for `yellowBan` matches, a
 * yellow-red card for `yellowRedBan`, a red card for `redBan` (an admin may set one ban's length).
 * A ban is served only in the team's later matches of that season that were played: not the match
 * of the card, not a forfeit or a match left unplayed, not a match still open (upcoming, postponed,
 * waiting for its result). Pure: the server asks it for getSuspensions and for the refusals of a
 * suspended player (availability, scorers), with the same answer.
 */

export const CARD_KINDS = ['yellow', 'yellow_red', 'red'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** Why a player is banned: enough yellows, a yellow-red or a red card. */
export const BAN_REASONS = ['yellows', 'yellow_red', 'red'] as const;
export type BanReason = (typeof BAN_REASONS)[number];

export interface DisciplineRules {
  yellowLimit: number;
  yellowBan: number;
  yellowRedBan: number;
  redBan: number;
}

/** The league's rules for a season nobody set them for. */
export const DEFAULT_DISCIPLINE_RULES: DisciplineRules = {
  yellowLimit: 5,
  yellowBan: 1,
  yellowRedBan: 1,
  redBan: 2,
};

/**
 * A match as bans are served in it: played (a final result that is neither a forfeit nor
 * unplayed), unplayed (final, but a forfeit or unplayed: never served in), or open (no final
 * result yet: upcoming, postponed or waiting for the other side).
 */
export type MatchState = 'played' | 'unplayed' | 'open';

/** One of a team's matches; the list holds them in the order they are played (kick-off, then id). */
export interface TeamMatch {
  id: number;
  seasonId: number;
  state: MatchState;
}

/** A card that counts: on a final result, not waiting for an admin's decision on a dispute. */
export interface CountedCard {
  id: number;
  playerId: number;
  matchId: number;
  kind: CardKind;
}

export interface Ban {
  /** The card that gave the ban (for yellows: the one that reached the limit). */
  cardId: number;
  playerId: number;
  seasonId: number;
  reason: BanReason;
  /** The match of that card. */
  matchId: number;
  matches: number;
  /** The played matches it was served in, in order. */
  servedIn: number[];
  /** The open matches the rest falls on, in order, as far as the season's fixtures go. */
  pending: number[];
}

/** The last match the ban covers: the one that completed it, or that will; null past the fixtures. */
export const untilMatchOf = (ban: Ban): number | null =>
  ban.servedIn.length + ban.pending.length < ban.matches
    ? null
    : ([...ban.servedIn, ...ban.pending].at(-1) ?? null);

/**
 * The bans of one team's players, per season of `matches` (a season's counters start at zero):
 * cards in matches not in the list are ignored. `lengths` holds an admin's length for the ban of
 * a card (0 lifts it); a ban of length 0 by the rules (a rule set to 0) is no ban.
 */
export function suspensionsOf(
  matches: readonly TeamMatch[],
  cards: readonly CountedCard[],
  rulesOf: (seasonId: number) => DisciplineRules,
  lengths: ReadonlyMap<number, number> = new Map(),
): Ban[] {
  const position = new Map(matches.map((match, i) => [match.id, i]));
  const counted = cards
    .filter((card) => position.has(card.matchId))
    .sort((a, b) => (position.get(a.matchId) as number) - (position.get(b.matchId) as number) || a.id - b.id);
  const bans: Ban[] = [];
  const yellows = new Map<string, number>();
  for (const card of counted) {
    const match = matches[position.get(card.matchId) as number] as TeamMatch;
    const rules = rulesOf(match.seasonId);
    let reason: BanReason | null = null;
    let length = 0;
    if (card.kind === 'yellow') {
      const key = `${match.seasonId}:${card.playerId}`;
      const count = (yellows.get(key) ?? 0) + 1;
      yellows.set(key, count);
      if (rules.yellowLimit > 0 && count % rules.yellowLimit === 0) {
        reason = 'yellows';
        length = rules.yellowBan;
      }
    } else {
      reason = card.kind;
      length = card.kind === 'red' ? rules.redBan : rules.yellowRedBan;
    }
    const set = lengths.get(card.id);
    if (reason === null || (length === 0 && set === undefined)) continue;
    bans.push({
      cardId: card.id,
      playerId: card.playerId,
      seasonId: match.seasonId,
      reason,
      matchId: card.matchId,
      matches: set ?? length,
      servedIn: [],
      pending: [],
    });
  }
  // A player's bans are served one after the other, each in matches after its card's match.
  for (const state of ['played', 'open'] as const) {
    for (const [i, match] of matches.entries()) {
      if (match.state !== state) continue;
      const front = new Set<number>();
      for (const ban of bans) {
        if (ban.seasonId !== match.seasonId || front.has(ban.playerId)) continue;
        if (ban.servedIn.length + ban.pending.length >= ban.matches) continue;
        front.add(ban.playerId);
        if ((position.get(ban.matchId) as number) >= i) continue;
        (state === 'played' ? ban.servedIn : ban.pending).push(match.id);
      }
    }
  }
  return bans;
}

/** Whether the player sits out this match: one of their bans falls on it (served or still to serve). */
export const suspendedIn = (bans: readonly Ban[], playerId: number, matchId: number): boolean =>
  bans.some(
    (ban) => ban.playerId === playerId && (ban.servedIn.includes(matchId) || ban.pending.includes(matchId)),
  );
