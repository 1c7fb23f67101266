import { Badge, Button, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Team } from '../../../../common/api/types';
import classes from './team-card.module.css';

/** Crest, name, size and status badges; the team id only for those who manage teams by id. */
export function TeamCardHeader({ team, showId }: { team: Team; showId: boolean }) {
  return (
    <Group wrap="nowrap" align="flex-start">
      <img className={classes.crest} src={team.logo_url} alt={`${team.name} crest`} width={64} height={64} />
      <Stack gap={4}>
        <Title order={2} size="h3" className={classes.name}>
          {team.name}
        </Title>
        <Text c="dimmed">
          {team.name_short} · {team.player_count} {team.player_count === 1 ? 'member' : 'members'}
          {/* Non-breaking, so a phone never splits the id from its label. */}
          {showId && ` · Team\u00a0ID\u00a0${team.id}`}
        </Text>
        {(!team.accepted || !team.is_active) && (
          <Group gap="xs">
            {!team.accepted && (
              <Badge color="yellow.4" autoContrast>
                Awaiting approval
              </Badge>
            )}
            {team.accepted && !team.is_active && <Badge color="gray.7">Not active</Badge>}
          </Group>
        )}
      </Stack>
    </Group>
  );
}

/** The captain's name; the phone number (when the answer carries it) behind a toggle. */
export function CaptainContact({ captain }: { captain: NonNullable<Team['captain']> }) {
  const [phoneShown, setPhoneShown] = useState(false);
  return (
    <div>
      <Group gap="xs">
        <Text>Captain: {captain.name}</Text>
        {captain.phone && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setPhoneShown((shown) => !shown)}
            aria-expanded={phoneShown}
          >
            {phoneShown ? 'Hide phone' : 'Show phone'}
          </Button>
        )}
      </Group>
      {captain.phone && (
        <Collapse in={phoneShown}>
          <a href={`tel:${captain.phone}`}>{captain.phone}</a>
        </Collapse>
      )}
    </div>
  );
}
