import type { CardKind } from '../../../common/league/suspensions';
import classes from './card-swatch.module.css';

/** A card's colour as a small swatch, shared by the match card and the public match details. */
export function CardSwatch({ kind }: { kind: CardKind }) {
  return <span className={`${classes.swatch} ${classes[kind]}`} aria-hidden />;
}
