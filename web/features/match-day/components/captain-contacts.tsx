import { Anchor, Text } from '@mantine/core';
import type { Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';

/** The captains a viewer may call about the match (abilities.captainsShown). */
export function CaptainContacts({ shown, teams }: { shown: number[]; teams: ReadonlyMap<number, Team> }) {
  return shown.map((id) => {
    const team = teams.get(id);
    if (!team?.captain) return null;
    const { name, phone } = team.captain;
    return (
      <Text key={team.id} size="sm">
        {m.dashboard_match_captain({ team: team.name, name })}
        {/* Phones are only in the answers of those allowed to see them (admins, own team). */}
        {phone && (
          <>
            {', '}
            <Anchor href={`tel:${phone}`}>{phone}</Anchor>
          </>
        )}
      </Text>
    );
  });
}
