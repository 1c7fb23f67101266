import { Card, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { teamAbilities } from '../../../lib/authorization';
import { useTeams } from '../../../lib/queries/get-teams';
import type { User } from '../../../lib/queries/get-user-by-token';
import { TEAM_VIEWS, useAction } from '../../../lib/use-action';
import { useLogError } from '../../../lib/use-log-error';
import { settingsQueryKey, useLeagueSettings } from '../api/get-settings';
import { updateSettings } from '../api/update-settings';
import { AuditLogLink } from './audit-log-link';
import { TeamCard } from './team-card';

function RegistrationSwitch() {
  const settings = useLeagueSettings();
  useLogError(settings.error, 'the league settings');
  const queryClient = useQueryClient();
  const { run, pending } = useAction(TEAM_VIEWS);

  function toggle(open: boolean) {
    void run(() => updateSettings({ registration_open: open }), {
      success: 'Success!',
      subject: open ? 'Team registration open' : 'Team registration closed',
      failure: 'Unexpected error when updating the settings!',
      onSuccess: (answer) => queryClient.setQueryData(settingsQueryKey, answer),
    });
  }

  return (
    <Card withBorder padding="md" radius="md">
      <Switch
        label="Team registration open"
        description="When closed, users cannot register new teams; joining existing teams still works."
        checked={settings.data?.registration_open ?? false}
        disabled={settings.isPending || pending}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
    </Card>
  );
}

/** Admin: every team, to edit, (de)activate or delete, plus the registration switch. */
export function AllTeamsPanel({ user }: { user: User }) {
  const teams = useTeams();
  useLogError(teams.error, 'teams');
  const sorted = [...(teams.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));

  return (
    <Stack>
      <RegistrationSwitch />
      {teams.isPending ? (
        <PageLoader label="Loading teams" />
      ) : sorted.length ? (
        <>
          <Text c="dimmed">{sorted.length} teams</Text>
          {sorted.map((team) => (
            <TeamCard
              key={team.id}
              team={team}
              abilities={teamAbilities(user, team)}
              ownTeam={user.member_of === team.id}
              rosterFolded
            >
              <AuditLogLink teamId={team.id} teamName={team.name} />
            </TeamCard>
          ))}
        </>
      ) : (
        <EmptyState>No teams yet</EmptyState>
      )}
    </Stack>
  );
}
