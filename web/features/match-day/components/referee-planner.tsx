import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { RefereeSuggestion } from '../../../../common/api/referee-planner';
import { m } from '../../../../common/i18n/messages';
import type { RefereeExclusion } from '../../../../common/league/referee-planner';

const REASONS: Record<RefereeExclusion, () => string> = {
  said_no: () => m.dashboard_referee_planner_said_no(),
  suspended: () => m.dashboard_referee_planner_suspended(),
  playing: () => m.dashboard_referee_planner_playing(),
  other_slot: () => m.dashboard_referee_planner_other_slot(),
};

/**
 * The fair order for a referee slot (docs/PRODUCT.md#referee-planner): each member with their
 * duties this season, those who cannot referee that day with why, and "Appoint" on the first when
 * they can and are not the referee already. Appointing goes through the slot's select's call.
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
  if (!suggestions) return null;
  const [first] = suggestions;
  return (
    <Stack gap={4} aria-label={m.dashboard_referee_planner_title()} role="group">
      <Text size="sm" fw={500}>
        {m.dashboard_referee_planner_title()}
      </Text>
      <List type="ordered" size="sm">
        {suggestions.map((member) => (
          <List.Item key={member.user_id}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" c={member.reason_if_excluded ? 'dimmed' : undefined}>
                {member.name} · {m.dashboard_referee_planner_duties({ count: member.duties_this_season })}
                {member.reason_if_excluded && ` · ${REASONS[member.reason_if_excluded]()}`}
              </Text>
              {member === first && member.reason_if_excluded === null && member.user_id !== current && (
                <Button
                  size="compact-sm"
                  variant="light"
                  loading={pending}
                  onClick={() => onAppoint(member.user_id)}
                >
                  {m.dashboard_referee_planner_appoint()}
                </Button>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
