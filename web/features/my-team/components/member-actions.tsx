import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Team, TeamMember } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import type { TeamAbilities } from '../../../lib/authorization';
import { TEAM_VIEWS, useAction } from '../../../lib/use-action';
import { acceptPlayer } from '../api/accept-player';
import { handOverCaptaincy } from '../api/hand-over-captaincy';
import { removePlayerFromTeam } from '../api/remove-player-from-team';
import { updateCaptainStatus } from '../api/update-captain-status';
import { AskButton, type ConfirmedChange } from './team-confirmation';

interface MemberActionProps {
  team: Team;
  member: TeamMember;
}

/** Accept or reject one join request; no question first, the request can simply be made again. */
export function JoinRequestAnswer({ member }: { member: TeamMember }) {
  const { run, pending } = useAction(TEAM_VIEWS);

  async function answer(accept: boolean) {
    await run(() => acceptPlayer(member.id, accept), {
      success: 'Successful!',
      subject: `${member.name} ${accept ? 'accepted' : 'rejected'}`,
      failure: 'Error handleAccept!',
    });
  }

  return (
    <>
      <Button size="xs" onClick={() => answer(true)} disabled={pending} aria-label={`Accept ${member.name}`}>
        Accept
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => answer(false)}
        disabled={pending}
        aria-label={`Reject ${member.name}`}
      >
        Reject
      </Button>
    </>
  );
}

const roleMessages = { success: 'Role updated!', failure: 'Unexpected error when updating role!' };

export function PromoteButton({ team, member }: MemberActionProps) {
  const change: ConfirmedChange = {
    title: 'Promote to co-captain?',
    message: `${member.name} becomes a co-captain of ${team.name}.`,
    confirmLabel: 'Promote',
    danger: false,
    request: () => updateCaptainStatus(member.id, true),
    messages: { ...roleMessages, subject: `${member.name} is a co-captain of ${team.name}` },
  };
  return (
    <AskButton change={change} size="xs" variant="light" ariaLabel={`Promote ${member.name}`}>
      Promote
    </AskButton>
  );
}

export function DegradeButton({ team, member }: MemberActionProps) {
  const change: ConfirmedChange = {
    title: 'Degrade to player?',
    message: `${member.name} is no longer a co-captain of ${team.name}.`,
    confirmLabel: 'Degrade',
    danger: false,
    request: () => updateCaptainStatus(member.id, false),
    messages: { ...roleMessages, subject: `${member.name} is a player of ${team.name}` },
  };
  return (
    <AskButton change={change} size="xs" variant="light" ariaLabel={`Degrade ${member.name}`}>
      Degrade
    </AskButton>
  );
}

/** `byCaptain`: the main captain hands over (and stays a co-captain), rather than an admin appointing. */
export function HandOverButton({ team, member, byCaptain }: MemberActionProps & { byCaptain: boolean }) {
  const former = team.captain?.name;
  const names = { name: member.name, team: team.name };
  const change: ConfirmedChange = {
    title: m.dashboard_handover_title(),
    message: byCaptain
      ? m.dashboard_handover_by_captain(names)
      : [
          m.dashboard_handover_by_admin(names),
          former ? m.dashboard_handover_former_stays({ name: former }) : '',
        ]
          .filter(Boolean)
          .join(' '),
    confirmLabel: m.dashboard_handover_button(),
    danger: false,
    request: () => handOverCaptaincy(team.id, member.id),
    messages: {
      success: m.dashboard_handover_success(),
      subject: m.dashboard_handover_subject(names),
      failure: m.dashboard_handover_failure(),
    },
  };
  return (
    <AskButton
      change={change}
      size="xs"
      variant="light"
      ariaLabel={m.dashboard_handover_button_label({ name: member.name })}
    >
      {m.dashboard_handover_button()}
    </AskButton>
  );
}

export function RemoveMemberButton({ team, member }: MemberActionProps) {
  const change: ConfirmedChange = {
    title: 'Remove player?',
    message: `${member.name} will no longer be a member of ${team.name}.`,
    confirmLabel: 'Remove',
    danger: true,
    request: () => removePlayerFromTeam(member.id),
    messages: {
      success: 'Player removed from team successfully!',
      subject: `${member.name}, ${team.name}`,
      failure: 'Unexpected error when removing player!',
    },
  };
  return (
    <AskButton change={change} size="xs" variant="outline" color="red.9" ariaLabel={`Remove ${member.name}`}>
      Remove
    </AskButton>
  );
}

/**
 * The roster changes the viewer may make to one member, or null (the roster then leaves out its
 * actions column when no row has any); nothing for the main captain.
 */
export function memberActions(team: Team, member: TeamMember, abilities: TeamAbilities): ReactNode {
  if (member.id === team.captain?.id) return null;
  const canPromote = abilities.promote && team.accepted && member.role === 'PLAYER';
  const canDegrade = abilities.promote && member.role === 'CAPTAIN';
  const canRemove = abilities.remove(member);
  const canHandOver = abilities.handOver(member);
  if (!canPromote && !canDegrade && !canRemove && !canHandOver) return null;
  return (
    <>
      {canHandOver && (
        <HandOverButton team={team} member={member} byCaptain={abilities.mainCaptainStays !== null} />
      )}
      {canPromote && <PromoteButton team={team} member={member} />}
      {canDegrade && <DegradeButton team={team} member={member} />}
      {canRemove && <RemoveMemberButton team={team} member={member} />}
    </>
  );
}
