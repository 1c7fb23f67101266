import { Button, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FreeAgent } from '../../../../common/api/free-agents';
import type { Match } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton, SectionCard } from '../../../components/ui/skeletons';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useSeasons } from '../../../lib/queries/get-seasons';
import { useTeams } from '../../../lib/queries/get-teams';
import { useAction } from '../../../lib/use-action';
import { FREE_AGENT_VIEWS, inviteFreeAgent, useFreeAgents } from '../api/free-agents';
import { POSITION_LABELS, WEEKDAY_LABELS } from './labels';

/** The team's dated matches not kicked off yet, soonest first: what a one-match invitation names. */
function useUpcomingMatches(teamId: number | null): Match[] {
  const seasons = useSeasons({ enabled: teamId !== null });
  const now = Date.now();
  return (seasons.data ?? [])
    .flatMap((season) => season.matches)
    .filter(
      (match) =>
        (match.home_id === teamId || match.guest_id === teamId) &&
        match.date !== null &&
        Date.parse(match.date) > now,
    )
    .sort((a, b) => Date.parse(a.date as string) - Date.parse(b.date as string));
}

/** `canInvite`: the caller captains a team (admins read the list; only captains invite). */
function FreeAgentCard({
  agent,
  matches,
  canInvite,
}: {
  agent: FreeAgent;
  matches: Match[];
  canInvite: boolean;
}) {
  const { run, pending } = useAction(FREE_AGENT_VIEWS);
  const teams = useTeams();
  const [matchId, setMatchId] = useState('');
  const name = (id: number | null) => teams.data?.find((team) => team.id === id)?.name ?? '?';
  const invite = (match: number | null) =>
    void run(() => inviteFreeAgent(agent.user_id, match), {
      success: m.dashboard_free_agents_invited({ name: agent.name }),
      failure: m.dashboard_free_agents_invite_failed(),
    });
  const chosen = matchId === '' ? (matches[0]?.id ?? null) : Number(matchId);
  return (
    <Card component="li" withBorder padding="md" aria-label={agent.name}>
      <Stack gap={6}>
        <Text fw={600}>{agent.name}</Text>
        <Text size="sm">
          {agent.positions.map((p) => POSITION_LABELS[p]()).join(', ')} ·{' '}
          {agent.weekdays.map((d) => WEEKDAY_LABELS[d]()).join(', ')}
        </Text>
        {agent.note && <Text size="sm">{agent.note}</Text>}
        <Text size="sm" c="dimmed">
          {agent.help_out ? m.dashboard_free_agents_helps_out() : m.dashboard_free_agents_looking()} ·{' '}
          {m.dashboard_free_agents_up_until({ until: formatDate(agent.until) })}
        </Text>
        {canInvite && matches.length > 0 && (
          <Group gap="xs" align="end" wrap="wrap">
            <NativeSelect
              label={m.dashboard_free_agents_match()}
              value={chosen === null ? '' : String(chosen)}
              onChange={(event) => setMatchId(event.currentTarget.value)}
              data={matches.map((match) => ({
                value: String(match.id),
                label: `${formatDateTime(match.date as string)}: ${name(match.home_id)} – ${name(match.guest_id)}`,
              }))}
            />
            <Button mih={44} loading={pending} disabled={chosen === null} onClick={() => invite(chosen)}>
              {m.dashboard_free_agents_invite_match()}
            </Button>
          </Group>
        )}
        {canInvite && !agent.help_out && (
          <Group>
            <Button mih={44} variant="default" disabled={pending} onClick={() => invite(null)}>
              {m.dashboard_free_agents_invite_team()}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** A captain's list of free agents, each with Invite to the team or for one upcoming match; an admin's to read. */
export function FreeAgentList({ teamId }: { teamId: number | null }) {
  const agents = useFreeAgents(true);
  const matches = useUpcomingMatches(teamId);
  let content = <ListSkeleton label={m.dashboard_free_agents_loading()} />;
  if (!agents.isPending && !agents.data?.length)
    content = <EmptyState>{m.dashboard_free_agents_empty()}</EmptyState>;
  else if (agents.data)
    content = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {agents.data.map((agent) => (
          <FreeAgentCard
            key={agent.user_id}
            agent={agent}
            matches={teamId === null ? [] : matches}
            canInvite={teamId !== null}
          />
        ))}
      </Stack>
    );
  return <SectionCard title={m.dashboard_free_agents_list_title()}>{content}</SectionCard>;
}
