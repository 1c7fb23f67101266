import { List, Stack, Text } from '@mantine/core';
import { m } from '../../../../common/i18n/messages';
import { useLogError } from '../../../lib/use-log-error';
import { useDrawCandidates } from '../api/get-draw-candidates';

/** The teams the draw would take, and those it leaves out with the reason (docs/PRODUCT.md#draw). */
export function DrawCandidates() {
  const candidates = useDrawCandidates();
  useLogError(candidates.error, 'draw candidates');
  if (candidates.isPending) return <Text size="sm">{m.dashboard_seasons_draw_loading()}</Text>;
  if (!candidates.data) return null;
  const { eligible, left_out } = candidates.data;

  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={700}>
          {m.dashboard_seasons_draw_in({ count: eligible.length })}
        </Text>
        {eligible.length === 0 ? (
          <Text size="sm">{m.dashboard_seasons_draw_none()}</Text>
        ) : (
          <List size="sm" aria-label={m.dashboard_seasons_draw_in_label()}>
            {eligible.map((team) => (
              <List.Item key={team.team_id}>
                {m.dashboard_seasons_draw_team({ name: team.name, count: team.members })}
              </List.Item>
            ))}
          </List>
        )}
      </div>
      {left_out.length > 0 && (
        <div>
          <Text size="sm" fw={700}>
            {m.dashboard_seasons_draw_left_out({ count: left_out.length })}
          </Text>
          <List size="sm" aria-label={m.dashboard_seasons_draw_left_out_label()}>
            {left_out.map((team) => (
              <List.Item key={team.team_id}>
                {team.name}: {team.reason}
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
