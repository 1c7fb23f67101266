import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { RefereeSuggestion } from '../../../../common/api/referee-planner';
import { m } from '../../../../common/i18n/messages';
import type { RefereeExclusion } from '../../../../common/league/referee-planner';
import classes from './referee-planner.module.css';

const REASONS: Record<RefereeExclusion, () => string> = {
  not_eligible: () => m.dashboard_referee_planner_not_eligible(),
  said_no: () => m.dashboard_referee_planner_said_no(),
  suspended: () => m.dashboard_referee_planner_suspended(),
  playing: () => m.dashboard_referee_planner_playing(),
  other_slot: () => m.dashboard_referee_planner_other_slot(),
};

function Member({ member }: { member: RefereeSuggestion }) {
  return (
    <Text size="sm" c={member.reason_if_excluded ? 'dimmed' : undefined}>
      {member.name} · {m.dashboard_referee_planner_duties({ count: member.duties_this_season })}
      {member.reason_if_excluded && ` · ${REASONS[member.reason_if_excluded]()}`}
    </Text>
  );
}

/**
 * The fair order for a referee slot (docs/PRODUCT.md#referee-planner): the first member with their
 * duties this season and "Appoint" when they can referee and are not the referee already; the whole
 * order (those who cannot referee that day with why) behind a disclosure, as a team of 20 is a long
 * list on a phone. Appointing goes through the slot's select's call.
 */
export function RefereePlanner({
  suggestions,
  current,
  pending,
  onAppoint,
}: {
  suggestions: RefereeSuggestion[] | undefined;
  current: number | null;
  pending: boolean;
  onAppoint: (userId: number) => void;
}) {
  const [first] = suggestions ?? [];
  if (!suggestions || !first) return null;
  return (
    <Stack gap={4} aria-label={m.dashboard_referee_planner_title()} role="group">
      <Text size="sm" fw={500}>
        {m.dashboard_referee_planner_title()}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Member member={first} />
        {first.reason_if_excluded === null && first.user_id !== current && (
          <Button
            size="compact-sm"
            variant="light"
            loading={pending}
            onClick={() => onAppoint(first.user_id)}
          >
            {m.dashboard_referee_planner_appoint()}
          </Button>
        )}
      </Group>
      {suggestions.length > 1 && (
        <details className={classes.order}>
          <summary>{m.dashboard_referee_planner_order({ count: suggestions.length })}</summary>
          <List type="ordered" size="sm">
            {suggestions.map((member) => (
              <List.Item key={member.user_id}>
                <Member member={member} />
              </List.Item>
            ))}
          </List>
        </details>
      )}
    </Stack>
  );
}
