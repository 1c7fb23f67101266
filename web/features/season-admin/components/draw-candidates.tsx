import { List, Stack, Text } from '@mantine/core';
import { useLogError } from '../../../lib/use-log-error';
import { useDrawCandidates } from '../api/get-draw-candidates';

/** The teams the draw would take, and those it leaves out with the reason (docs/PRODUCT.md#draw). */
export function DrawCandidates() {
  const candidates = useDrawCandidates();
  useLogError(candidates.error, 'draw candidates');
  if (candidates.isPending) return <Text size="sm">Loading teams…</Text>;
  if (!candidates.data) return null;
  const { eligible, left_out } = candidates.data;

  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={700}>
          In the draw ({eligible.length})
        </Text>
        {eligible.length === 0 ? (
          <Text size="sm">No team is accepted, active and big enough yet.</Text>
        ) : (
          <List size="sm" aria-label="Teams in the draw">
            {eligible.map((team) => (
              <List.Item key={team.team_id}>
                {team.name} ({team.members} players)
              </List.Item>
            ))}
          </List>
        )}
      </div>
      {left_out.length > 0 && (
        <div>
          <Text size="sm" fw={700}>
            Left out ({left_out.length})
          </Text>
          <List size="sm" aria-label="Teams left out">
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
