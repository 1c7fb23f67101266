import { Badge, Button, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import classes from './team-card.module.css';

/** Crest, name, size and status badges; the team id only for those who manage teams by id. */
export function TeamCardHeader({ team, showId }: { team: Team; showId: boolean }) {
  return (
    <Group wrap="nowrap" align="flex-start">
      <img
        className={classes.crest}
        src={team.logo_url}
        alt={m.dashboard_myteam_crest({ team: team.name })}
        width={64}
        height={64}
      />
      <Stack gap={4}>
        <Title order={2} size="h3" className={classes.name}>
          {team.name}
        </Title>
        <Text c="dimmed">
          {team.name_short} · {m.dashboard_myteam_member_count({ count: team.player_count })}
          {/* Non-breaking, so a phone never splits the id from its label. */}
          {showId && ` · ${m.dashboard_myteam_team_id({ id: team.id })}`}
        </Text>
        {(!team.accepted || !team.is_active) && (
          <Group gap="xs">
            {!team.accepted && (
              <Badge color="yellow.4" autoContrast>
                {m.dashboard_myteam_awaiting_approval()}
              </Badge>
            )}
            {team.accepted && !team.is_active && (
              <Badge color="gray.7">{m.dashboard_myteam_not_active()}</Badge>
            )}
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
        <Text>{m.dashboard_myteam_captain({ name: captain.name })}</Text>
        {captain.phone && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setPhoneShown((shown) => !shown)}
            aria-expanded={phoneShown}
          >
            {phoneShown ? m.dashboard_myteam_hide_phone() : m.dashboard_myteam_show_phone()}
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
