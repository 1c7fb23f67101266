import type { Card } from '../../../../common/api/discipline';
import type { Match, Result } from '../../../../common/api/types';
import {
  canAddCards,
  canDecideCard,
  canDisputeCard,
  canSeePendingCards,
} from '../../../../common/policies/discipline';
import type { ForfeitFacts } from '../../../../common/policies/forfeits';
import { actorOf, matchFactsOf } from '../../../lib/authorization';
import type { User } from '../../../lib/queries/get-user-by-token';

/** What the viewer may do with a match's cards (common/policies/discipline.ts); the server asks again. */
export interface CardAbilities {
  /** Record cards with this result: captains and referees while it is not final, an admin always. */
  add: (result: Result) => boolean;
  /** Dispute this card: once, not by who recorded it, never one an admin kept. */
  dispute: (card: Card) => boolean;
  /** Keep or remove a disputed card: admins. */
  decide: boolean;
  /** Whether the cards of suggestions are shown (others see a final result's only). */
  seesPending: boolean;
}

export const disciplineFactsOf = (match: Match): ForfeitFacts => ({
  ...matchFactsOf(match),
  refereeId: match.referee_id,
  refereeId2: match.referee_id_2,
});

export function cardAbilities(user: User | null, match: Match): CardAbilities {
  const facts = disciplineFactsOf(match);
  if (!user) return { add: () => false, dispute: () => false, decide: false, seesPending: false };
  const actor = actorOf(user);
  const teamsKnown = match.home_id !== null && match.guest_id !== null;
  const adds = teamsKnown && canAddCards(actor, facts);
  const decide = canDecideCard(actor);
  return {
    // A forfeit or an unplayed 0:0 was not played: nobody was carded in it.
    add: (result) => adds && !result.forfeit && !result.unplayed && (!result.is_final || decide),
    dispute: (card) =>
      !card.disputed &&
      !card.kept &&
      canDisputeCard(actor, facts, { recordedBy: card.recorded_by, recordedTeamId: card.recorded_team_id }),
    decide,
    seesPending: canSeePendingCards(actor, facts),
  };
}
