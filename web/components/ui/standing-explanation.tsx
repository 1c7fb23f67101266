import { Stack, Text, VisuallyHidden } from '@mantine/core';
import type { StandingExplanation } from '../../../common/api/types';
import { m } from '../../../common/i18n/messages';
import { ChevronIcon } from './icons';
import classes from './standing-explanation.module.css';

interface ToggleProps {
  name: string;
  open: boolean;
  panelId: string;
  /** The id of the text saying what the button opens (ExplanationHint). */
  hintId: string;
  onToggle: () => void;
}

/**
 * The team's name as a disclosure button: it opens the row's explanation below the row
 * (docs/PRODUCT.md#why-a-team-stands-there). Its name is the team's; the hint says what it opens.
 */
export function ExplanationToggle({ name, open, panelId, hintId, onToggle }: ToggleProps) {
  return (
    <button
      type="button"
      className={classes.toggle}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      aria-describedby={hintId}
      onClick={onToggle}
    >
      {name}
      <ChevronIcon className={classes.chevron} />
    </button>
  );
}

/** Said by screen readers with each team's button, once per table in the page. */
export function ExplanationHint({ id }: { id: string }) {
  return <VisuallyHidden id={id}>{m.common_standings_hint()}</VisuallyHidden>;
}

/** Through, Out or what the team still needs, under its name while the group stage is under way. */
export function StandingStatus({ status }: { status: StandingExplanation['status'] }) {
  if (!status) return null;
  return (
    <span className={classes.status} data-settled={status.kind !== 'open' || undefined}>
      {status.sentence}
    </span>
  );
}

/** Why the team stands there: its points, its forfeits, its penalties, and each team level with it on points. */
export function ExplanationPanel({ explanation }: { explanation: StandingExplanation }) {
  const { points, penalties, forfeits, neighbours, mini_table: miniTable } = explanation;
  return (
    <Stack gap={6} className={classes.panel}>
      <Text size="sm">
        <strong>{m.common_standings_points()}</strong> {points}
      </Text>
      {forfeits.length > 0 && (
        <ul className={classes.list}>
          {forfeits.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {penalties.length > 0 && (
        <div>
          <Text size="sm" fw={700}>
            {m.common_standings_penalties()}
          </Text>
          <ul className={classes.list}>
            {penalties.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {neighbours.length === 0 ? (
        <Text size="sm">{m.common_standings_no_neighbours()}</Text>
      ) : (
        <ul className={classes.list}>
          {neighbours.map((n) => (
            <li key={n.team_id}>{n.sentence}</li>
          ))}
        </ul>
      )}
      {miniTable && <Text size="sm">{miniTable}</Text>}
    </Stack>
  );
}
