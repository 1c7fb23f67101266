import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { Team, TeamMember } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { CsvButton } from '../../../components/ui/csv-button';
import type { TeamAbilities } from '../../../lib/authorization';
import { JoinRequestAnswer, memberActions } from './member-actions';
import { MemberRoster } from './member-roster';
import { DeleteTeamButton, LeaveTeamButton } from './team-actions';
import { CaptainContact, TeamCardHeader } from './team-card-header';
import { TeamConfirmation } from './team-confirmation';
import { TeamEditForm } from './team-edit-form';

interface TeamCardProps {
  team: Team;
  abilities: TeamAbilities;
  /** The viewer belongs to this team: deleting it ends their session too. */
  ownTeam: boolean;
  /** Long lists of teams start with the rosters folded. */
  rosterFolded?: boolean;
  /** Further buttons next to the team's own actions. */
  children?: ReactNode;
}

/** Members a phone shows before "Show all": the captains and a few players, a screen's worth. */
const ROSTER_PHONE_LIMIT = 5;

function roleLabel(member: TeamMember, mainCaptainId: number | undefined): string {
  if (member.role === 'USER') return m.dashboard_myteam_role_join_request();
  if (member.role === 'PLAYER') return m.dashboard_myteam_role_player();
  if (member.role === 'CAPTAIN_PENDING') return m.dashboard_myteam_role_captain_pending();
  if (member.role === 'CAPTAIN')
    return member.id === mainCaptainId
      ? m.dashboard_myteam_role_captain()
      : m.dashboard_myteam_role_co_captain();
  return m.dashboard_myteam_role_admin();
}

/** A team with its roster; every change to it is an action component of its own. */
export function TeamCard({ team, abilities, ownTeam, rosterFolded = false, children }: TeamCardProps) {
  const [editing, setEditing] = useState(false);
  const [rosterShown, setRosterShown] = useState(!rosterFolded);

  const label = (member: TeamMember) => roleLabel(member, team.captain?.id);
  const roster = team.players ?? [];
  const members = roster.filter((member) => member.role !== 'USER');
  const requests = abilities.manageRoster ? roster.filter((member) => member.role === 'USER') : [];
  const teamActions = abilities.edit || abilities.delete || abilities.leave || children !== undefined;

  return (
    <Card withBorder padding="lg" radius="md">
      <TeamConfirmation>
        <Stack gap="md">
          <TeamCardHeader team={team} showId={abilities.showIds} />
          {team.captain && <CaptainContact captain={team.captain} />}

          {(teamActions || rosterFolded) && (
            <Group gap="sm">
              {abilities.edit && !editing && (
                <Button variant="light" onClick={() => setEditing(true)}>
                  {m.dashboard_myteam_edit_team()}
                </Button>
              )}
              {abilities.delete && <DeleteTeamButton team={team} ownTeam={ownTeam} />}
              {abilities.leave && <LeaveTeamButton />}
              {children}
              {rosterFolded && (
                <Button
                  variant="subtle"
                  onClick={() => setRosterShown((shown) => !shown)}
                  aria-expanded={rosterShown}
                >
                  {rosterShown ? m.dashboard_myteam_hide_members() : m.dashboard_myteam_show_members()}
                </Button>
              )}
            </Group>
          )}

          {abilities.mainCaptainStays && (
            <Text size="sm" c="dimmed">
              {abilities.mainCaptainStays}
            </Text>
          )}

          {editing && (
            <TeamEditForm team={team} withStatus={abilities.editStatus} onDone={() => setEditing(false)} />
          )}

          {requests.length > 0 && (
            <section aria-labelledby={`requests-${team.id}`}>
              <Title order={3} size="h4" mb="xs" id={`requests-${team.id}`}>
                {m.dashboard_myteam_join_requests()}
              </Title>
              <MemberRoster
                caption={m.dashboard_myteam_join_requests_caption({ team: team.name })}
                members={requests}
                showIds={abilities.showIds}
                roleLabel={label}
                actions={(member) => <JoinRequestAnswer member={member} />}
              />
            </section>
          )}

          {rosterShown && (
            <section aria-labelledby={`members-${team.id}`}>
              <Title order={3} size="h4" mb="xs" id={`members-${team.id}`}>
                {m.dashboard_myteam_members()}
              </Title>
              {members.length ? (
                <>
                  {/* Above the list: a roster runs long on a phone. */}
                  {abilities.downloadRoster && (
                    <Group mb="sm">
                      <CsvButton
                        label={m.dashboard_csv_roster()}
                        title={m.dashboard_csv_roster_title({ team: team.name })}
                        rows={() => [
                          [
                            m.dashboard_csv_name(),
                            m.dashboard_csv_role(),
                            m.dashboard_csv_phone(),
                            m.dashboard_csv_mail(),
                          ],
                          ...members.map((m) => [m.name, label(m), m.phone ?? '', m.mail ?? '']),
                        ]}
                      />
                    </Group>
                  )}
                  <MemberRoster
                    caption={m.dashboard_myteam_roster_caption({ team: team.name })}
                    members={members}
                    showIds={abilities.showIds}
                    roleLabel={label}
                    actions={(member) => memberActions(team, member, abilities)}
                    phoneLimit={ROSTER_PHONE_LIMIT}
                  />
                </>
              ) : (
                <Text c="dimmed">{m.dashboard_myteam_no_members()}</Text>
              )}
            </section>
          )}
        </Stack>
      </TeamConfirmation>
    </Card>
  );
}
