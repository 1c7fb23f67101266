import { m } from '../../../../common/i18n/messages';
import type { CardKind } from '../../../../common/league/suspensions';

/** A card's colour in the page's language. */
export const cardKindLabel = (kind: CardKind): string =>
  ({
    yellow: m.dashboard_cards_kind_yellow,
    yellow_red: m.dashboard_cards_kind_yellow_red,
    red: m.dashboard_cards_kind_red,
  })[kind]();
