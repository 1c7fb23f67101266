import { VisuallyHidden } from '@mantine/core';
import { m } from '../../../common/i18n/messages';
import type { LiveMatchScore } from '../../lib/live';
import classes from './live-mark.module.css';

/** VisuallyHidden's class on a plain span, as in the form guide. */
const hidden = VisuallyHidden.classes.root;

/**
 * A match's live score (web/lib/live.ts) where a page shows its score: the goals `own : other`
 * (the home team's first unless `flip`), marked LIVE with the minute or half-time while it is
 * played, and "awaiting confirmation" after the final whistle until the result is final.
 */
export function LiveMark({ live, flip = false }: { live: LiveMatchScore; flip?: boolean }) {
  const score = flip ? `${live.guest} : ${live.home}` : `${live.home} : ${live.guest}`;
  if (live.status === 'finished') {
    return (
      <span className={classes.live} data-live="finished">
        <span>{score}</span>
        <span className={classes.awaiting}>{m.public_live_awaiting()}</span>
      </span>
    );
  }
  return (
    <span className={classes.live} data-live={live.status}>
      <span>{score}</span>
      <span className={classes.line}>
        <span className={classes.badge}>{m.public_live_mark()}</span>
        {live.status === 'halftime' ? (
          <span className={classes.when}>{m.public_live_halftime()}</span>
        ) : (
          live.minute !== null && (
            <>
              <span className={classes.when} aria-hidden="true">
                {m.public_live_minute({ minute: live.minute })}
              </span>
              <span className={hidden}>{m.public_live_minute_spoken({ minute: live.minute })}</span>
            </>
          )
        )}
      </span>
    </span>
  );
}
