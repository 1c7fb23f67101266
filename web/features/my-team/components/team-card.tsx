import { Badge, Button, Card, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { Team, TeamMember } from '../../../../common/api/types';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { type ActionMessages, useTeamAction } from '../../../lib/use-team-action';
import { acceptPlayer } from '../api/accept-player';
import { deleteTeam } from '../api/delete-team';
import { leaveTeam } from '../api/leave-team';
import { removePlayerFromTeam } from '../api/remove-player-from-team';
import { updateCaptainStatus } from '../api/update-captain-status';
import { MemberRoster } from './member-roster';
import classes from './team-card.module.css';
import { TeamEditForm } from './team-edit-form';

/** What the viewer may do with this team; the server decides again on every call. */
export interface TeamAbilities {
  showIds: boolean;
  /** Accept or reject join requests, remove players. */
  manageRoster: boolean;
  /** Promote players to co-captain and degrade co-captains: main captain or admin. */
  promote: boolean;
  edit: boolean;
  /** accepted and is_active (admins). */
  editStatus: boolean;
  delete: boolean;
  leave: boolean;
}

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

type Confirmation =
  | { kind: 'promote' | 'degrade' | 'remove'; member: TeamMember }
  | { kind: 'delete' | 'leave' };

interface ConfirmationText {
  title: string;
  message: string;
  confirmLabel: string;
  danger: boolean;
}

export function TeamCard({ team, abilities, ownTeam, rosterFolded = false, children }: TeamCardProps) {
  const { run, pending } = useTeamAction();
  const [editing, setEditing] = useState(false);
  const [phoneShown, setPhoneShown] = useState(false);
  const [rosterShown, setRosterShown] = useState(!rosterFolded);
  // Kept after closing so the modal's text stays put while it fades out.
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const mainCaptainId = team.captain?.id;
  const members = team.players.filter((member) => member.role !== 'USER');
  const requests = abilities.manageRoster ? team.players.filter((member) => member.role === 'USER') : [];

  function roleLabel(member: TeamMember): string {
    if (member.role === 'USER') return 'Join request';
    if (member.role === 'PLAYER') return 'Player';
    if (member.role === 'CAPTAIN_PENDING') return 'Captain (pending)';
    if (member.role === 'CAPTAIN') return member.id === mainCaptainId ? 'Captain' : 'Co-Captain';
    return 'Admin';
  }

  function ask(current: Confirmation) {
    setConfirmation(current);
    setConfirmOpen(true);
  }

  async function answerRequest(member: TeamMember, accept: boolean) {
    await run(() => acceptPlayer(member.id, accept), {
      success: 'Successful!',
      failure: 'Error handleAccept!',
    });
  }

  function requestActions(member: TeamMember) {
    return (
      <>
        <Button
          size="xs"
          onClick={() => answerRequest(member, true)}
          disabled={pending}
          aria-label={`Accept ${member.name}`}
        >
          Accept
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => answerRequest(member, false)}
          disabled={pending}
          aria-label={`Reject ${member.name}`}
        >
          Reject
        </Button>
      </>
    );
  }

  function memberActions(member: TeamMember): ReactNode {
    if (member.id === mainCaptainId) return null;
    const canPromote = abilities.promote && team.accepted && member.role === 'PLAYER';
    const canDegrade = abilities.promote && member.role === 'CAPTAIN';
    // Removing a co-captain is for whoever could degrade them.
    const canRemove = abilities.manageRoster && (member.role !== 'CAPTAIN' || abilities.promote);
    if (!canPromote && !canDegrade && !canRemove) return null;
    return (
      <>
        {canPromote && (
          <Button
            size="xs"
            variant="light"
            onClick={() => ask({ kind: 'promote', member })}
            aria-label={`Promote ${member.name}`}
          >
            Promote
          </Button>
        )}
        {canDegrade && (
          <Button
            size="xs"
            variant="light"
            onClick={() => ask({ kind: 'degrade', member })}
            aria-label={`Degrade ${member.name}`}
          >
            Degrade
          </Button>
        )}
        {canRemove && (
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            onClick={() => ask({ kind: 'remove', member })}
            aria-label={`Remove ${member.name}`}
          >
            Remove
          </Button>
        )}
      </>
    );
  }

  function describe(current: Confirmation): ConfirmationText {
    switch (current.kind) {
      case 'promote':
        return {
          title: 'Promote to co-captain?',
          message: `${current.member.name} becomes a co-captain of ${team.name}.`,
          confirmLabel: 'Promote',
          danger: false,
        };
      case 'degrade':
        return {
          title: 'Degrade to player?',
          message: `${current.member.name} is no longer a co-captain of ${team.name}.`,
          confirmLabel: 'Degrade',
          danger: false,
        };
      case 'remove':
        return {
          title: 'Remove player?',
          message: `${current.member.name} will no longer be a member of ${team.name}.`,
          confirmLabel: 'Remove',
          danger: true,
        };
      case 'delete':
        return {
          title: 'Delete team?',
          message: `${team.name} will be deleted for good and all its members leave it. This cannot be undone.`,
          confirmLabel: 'Delete Team',
          danger: true,
        };
      case 'leave':
        return {
          title: 'Leave team?',
          message: 'Are you sure you want to leave this team?',
          confirmLabel: 'Leave Team',
          danger: true,
        };
    }
  }

  async function confirm(current: Confirmation) {
    let done: boolean;
    if (current.kind === 'promote' || current.kind === 'degrade') {
      const messages: ActionMessages<null> = {
        success: 'Role updated!',
        failure: 'Unexpected error when updating role!',
      };
      done = await run(() => updateCaptainStatus(current.member.id, current.kind === 'promote'), messages);
    } else if (current.kind === 'remove') {
      done = await run(() => removePlayerFromTeam(current.member.id), {
        success: 'Player removed from team successfully!',
        failure: 'Unexpected error when removing player!',
      });
    } else if (current.kind === 'delete') {
      done = await run(() => deleteTeam(team.id), {
        success: ownTeam ? 'Team deleted successfully! Please log in again!' : 'Success!',
        failure: 'Unexpected error when deleting the team!',
        endsSession: ownTeam,
      });
    } else {
      done = await run(leaveTeam, {
        success: 'Successfully left Team. Please log in again!',
        failure: 'Error when leaving Team, try again!',
        endsSession: true,
      });
    }
    if (done) setConfirmOpen(false);
  }

  const text = confirmation ? describe(confirmation) : null;
  const teamActions = abilities.edit || abilities.delete || abilities.leave || children !== undefined;

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start">
          <img
            className={classes.crest}
            src={team.logo_url}
            alt={`${team.name} crest`}
            width={64}
            height={64}
          />
          <Stack gap={4}>
            <Title order={2} size="h3" className={classes.name}>
              {team.name}
            </Title>
            <Text c="dimmed">
              {team.name_short} · {team.player_count} {team.player_count === 1 ? 'member' : 'members'}
              {/* Non-breaking, so a phone never splits the id from its label. */}
              {abilities.showIds && ` · Team\u00a0ID\u00a0${team.id}`}
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

        {team.captain && (
          <div>
            <Group gap="xs">
              <Text>Captain: {team.captain.name}</Text>
              {team.captain.phone && (
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
            {team.captain.phone && (
              <Collapse in={phoneShown}>
                <a href={`tel:${team.captain.phone}`}>{team.captain.phone}</a>
              </Collapse>
            )}
          </div>
        )}

        {(teamActions || rosterFolded) && (
          <Group gap="sm">
            {abilities.edit && !editing && (
              <Button variant="light" onClick={() => setEditing(true)}>
                Edit Team
              </Button>
            )}
            {abilities.delete && (
              <Button color="red.9" variant="outline" onClick={() => ask({ kind: 'delete' })}>
                Delete Team
              </Button>
            )}
            {abilities.leave && (
              <Button color="red.9" variant="outline" onClick={() => ask({ kind: 'leave' })}>
                Leave Team
              </Button>
            )}
            {children}
            {rosterFolded && (
              <Button
                variant="subtle"
                onClick={() => setRosterShown((shown) => !shown)}
                aria-expanded={rosterShown}
              >
                {rosterShown ? 'Hide members' : 'Show members'}
              </Button>
            )}
          </Group>
        )}

        {editing && (
          <TeamEditForm team={team} withStatus={abilities.editStatus} onDone={() => setEditing(false)} />
        )}

        {requests.length > 0 && (
          <section aria-labelledby={`requests-${team.id}`}>
            <Title order={3} size="h4" mb="xs" id={`requests-${team.id}`}>
              Join requests
            </Title>
            <MemberRoster
              caption={`Join requests for ${team.name}`}
              members={requests}
              showIds={abilities.showIds}
              roleLabel={roleLabel}
              actions={requestActions}
            />
          </section>
        )}

        {rosterShown && (
          <section aria-labelledby={`members-${team.id}`}>
            <Title order={3} size="h4" mb="xs" id={`members-${team.id}`}>
              Members
            </Title>
            {members.length ? (
              <MemberRoster
                caption={`Roster of ${team.name}`}
                members={members}
                showIds={abilities.showIds}
                roleLabel={roleLabel}
                actions={memberActions}
              />
            ) : (
              <Text c="dimmed">No members yet.</Text>
            )}
          </section>
        )}
      </Stack>

      <ConfirmModal
        opened={confirmOpen}
        title={text?.title ?? ''}
        message={text?.message ?? ''}
        confirmLabel={text?.confirmLabel ?? ''}
        danger={text?.danger}
        pending={pending}
        onConfirm={() => confirmation && confirm(confirmation)}
        onClose={() => setConfirmOpen(false)}
      />
    </Card>
  );
}
