import { useQuery } from '@tanstack/react-query';
import type { Card, MatchCardsRequest } from '../../../../common/api/discipline';
import { m } from '../../../../common/i18n/messages';
import type { CardKind } from '../../../../common/league/suspensions';
import { CardSwatch } from '../../../components/ui/card-swatch';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { disciplineQueryKey } from '../../../lib/query-keys';
import classes from './final-cards.module.css';

const KINDS: Record<CardKind, () => string> = {
  yellow: m.public_card_yellow,
  yellow_red: m.public_card_yellow_red,
  red: m.public_card_red,
};

const cardText = (card: Card) => {
  const kind = KINDS[card.kind]();
  return card.minute === null
    ? m.public_matches_card({ kind, name: card.name })
    : m.public_matches_card_minute({ kind, name: card.name, minute: card.minute });
};

/**
 * A final result's cards in the match's details (docs/PRODUCT.md#discipline), read when the
 * details are opened and public as the result is; nothing while there are none.
 */
export function FinalCards({ matchId, resultId }: { matchId: number; resultId: number }) {
  const cards = useQuery({
    queryKey: [...disciplineQueryKey, 'final-cards', matchId],
    queryFn: () =>
      apiData<Card[]>(paths.api.getMatchCards, {
        body: { match_id: matchId } satisfies Omit<MatchCardsRequest, 'access_token'>,
        withSession: false,
      }),
  });
  // A disputed card does not count until an admin keeps it.
  const shown = (cards.data ?? []).filter((card) => card.result_id === resultId && !card.disputed);
  if (shown.length === 0) return null;
  return (
    <>
      <dt>{m.public_matches_cards()}</dt>
      <dd>
        <ul className={classes.list}>
          {shown.map((card) => (
            <li key={card.id}>
              <CardSwatch kind={card.kind} />
              {cardText(card)}
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}
