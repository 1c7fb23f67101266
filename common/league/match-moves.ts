import type { ProposalStatus } from '../api/match-moves';
import { m } from '../i18n/messages';
import type { LeagueMatch } from './match';
import { hasKickedOff } from './match-day';

/**
 * Moving a dated match by consent (docs/PRODUCT.md#moving-a-match, decision 035): a captain of
 * either team proposes a new kick-off, the other team's captains (or an admin) accept or decline.
 * Pure rules over the proposal and its match as they are now; the server and the dashboard ask
 * the same functions.
 */

export interface ProposalFacts {
  status: ProposalStatus;
  /** The proposed kick-off. */
  date: Date | string;
  /** The match's kick-off when it was proposed: the one it would move. */
  kickOff: Date | string;
}

/**
 * What moving asks about a match: its kick-off now (the row's, or the API's ISO timestamp or 'tbd'
 * where the web asks) and a final result.
 */
export type MovedMatchFacts = Pick<LeagueMatch, 'hasFinal'> & { date: LeagueMatch['date'] | string };

// Message functions, called when a refusal is said, so it speaks the request's language (decision 031).
export const MOVE_NEEDS_CONSENT = m.server_move_needs_consent;
export const PROPOSE_NEEDS_DATE = m.server_propose_needs_date;
export const PROPOSE_KICKED_OFF = m.server_kick_off_passed;
export const PROPOSE_FINAL = m.server_refused_match_date_final;
export const PROPOSE_AHEAD_ONLY = m.server_propose_ahead_only;
export const PROPOSE_SAME_DATE = m.server_propose_same_date;
export const ALREADY_PROPOSED = m.server_already_proposed;

export const PROPOSAL_CLOSED: Record<Exclude<ProposalStatus, 'open'> | 'final', () => string> = {
  accepted: m.server_proposal_accepted,
  declined: m.server_proposal_declined,
  withdrawn: m.server_proposal_withdrawn,
  superseded: m.server_proposal_superseded,
  lapsed: m.server_proposal_lapsed,
  final: m.server_proposal_final,
};

const time = (value: Date | string): number => new Date(value).getTime();

const isDated = (date: Date | string | null): date is Date | string => date !== null && date !== 'tbd';

/**
 * When a proposal lapses: at the match's kick-off it would move, or earlier at its own kick-off
 * when that comes first (accepting it then would date the match into the past, decision 020).
 */
export const proposalLapsesAt = (p: Pick<ProposalFacts, 'date' | 'kickOff'>): Date =>
  new Date(Math.min(time(p.date), time(p.kickOff)));

/**
 * What became of a proposal, as of `now`: a stored 'open' one is superseded once the match has
 * another date (or none), lapsed from proposalLapsesAt on. A final result closes it as well
 * (reported as superseded: the match is settled).
 */
export function proposalStatus(p: ProposalFacts, match: MovedMatchFacts, now: Date): ProposalStatus {
  if (p.status !== 'open') return p.status;
  if (match.hasFinal || !isDated(match.date) || time(match.date) !== time(p.kickOff)) return 'superseded';
  if (now.getTime() >= proposalLapsesAt(p).getTime()) return 'lapsed';
  return 'open';
}

export const isProposalOpen = (p: ProposalFacts, match: MovedMatchFacts, now: Date): boolean =>
  proposalStatus(p, match, now) === 'open';

/** Why an answer or withdrawal of this proposal is refused now (409), or null while it is open. */
export function proposalClosedRefusal(p: ProposalFacts, match: MovedMatchFacts, now: Date): string | null {
  const status = proposalStatus(p, match, now);
  if (status === 'open') return null;
  if (p.status === 'open' && match.hasFinal) return PROPOSAL_CLOSED.final();
  return PROPOSAL_CLOSED[status]();
}

/** Why the match cannot be moved by a proposal now (409), or null: it has a date ahead and no final result. */
export function moveRefusal(match: MovedMatchFacts, now: Date): string | null {
  if (match.hasFinal) return PROPOSE_FINAL();
  if (!isDated(match.date)) return PROPOSE_NEEDS_DATE();
  if (hasKickedOff(match.date, now)) return PROPOSE_KICKED_OFF();
  return null;
}

/**
 * Why a move of the match to `proposed` may not be proposed now (409, or 400 naming the date), or
 * null: the match is movable and the new kick-off lies ahead and differs from the current one.
 */
export function proposeRefusal(match: MovedMatchFacts, proposed: Date, now: Date): string | null {
  const refusal = moveRefusal(match, now);
  if (refusal) return refusal;
  if (proposed.getTime() <= now.getTime()) return PROPOSE_AHEAD_ONLY();
  if (match.date !== null && proposed.getTime() === time(match.date)) return PROPOSE_SAME_DATE();
  return null;
}

/**
 * Why a captain may not set the date alone, or null: a dated match moves by consent only; an
 * undated one a captain dates alone, as the specification lets captains set match dates. Asked
 * after the kick-off rules of decision 020 (common/league/match-day.ts).
 */
export const captainMoveRefusal = (current: Date | string | null): string | null =>
  isDated(current) ? MOVE_NEEDS_CONSENT() : null;
