import { m } from '../../../common/i18n/messages';
import type { Outcome } from '../../../common/league/form';

/** An outcome as a word for screen readers ('won'), and as its mark's letter (W; S in German). */
export const OUTCOME_WORD: Record<Outcome, () => string> = {
  W: m.public_form_won,
  D: m.public_form_drawn,
  L: m.public_form_lost,
};
export const OUTCOME_MARK: Record<Outcome, () => string> = {
  W: m.public_form_mark_w,
  D: m.public_form_mark_d,
  L: m.public_form_mark_l,
};
