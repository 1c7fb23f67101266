import { Card, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { m } from '../../../../common/i18n/messages';
import { compareNames } from '../../../../common/league/name-order';
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
      success: m.dashboard_myteam_success(),
      subject: open
        ? m.dashboard_myteam_registration_opened()
        : m.dashboard_myteam_registration_closed_subject(),
      failure: m.dashboard_myteam_settings_failed(),
      onSuccess: (answer) => queryClient.setQueryData(settingsQueryKey, answer),
    });
  }

  return (
    <Card withBorder padding="md" radius="md">
      <Switch
        label={m.dashboard_myteam_registration_switch()}
        description={m.dashboard_myteam_registration_switch_description()}
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
  const sorted = [...(teams.data ?? [])].sort((a, b) => compareNames(a.name, b.name));

  return (
    <Stack>
      <RegistrationSwitch />
      {teams.isPending ? (
        <PageLoader label={m.dashboard_myteam_loading_teams()} />
      ) : sorted.length ? (
        <>
          <Text c="dimmed">{m.dashboard_myteam_team_count({ count: sorted.length })}</Text>
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
        <EmptyState>{m.dashboard_myteam_no_teams()}</EmptyState>
      )}
    </Stack>
  );
}
