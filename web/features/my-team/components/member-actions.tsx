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
      success: m.dashboard_myteam_successful(),
      subject: accept
        ? m.dashboard_myteam_member_accepted({ name: member.name })
        : m.dashboard_myteam_member_rejected({ name: member.name }),
      failure: m.dashboard_myteam_answer_failed(),
    });
  }

  return (
    <>
      <Button
        size="xs"
        onClick={() => answer(true)}
        disabled={pending}
        aria-label={m.dashboard_myteam_accept_member_label({ name: member.name })}
      >
        {m.dashboard_myteam_accept()}
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => answer(false)}
        disabled={pending}
        aria-label={m.dashboard_myteam_reject_member_label({ name: member.name })}
      >
        {m.dashboard_myteam_reject()}
      </Button>
    </>
  );
}

/** Called when a button renders: the language is known only then. */
const roleMessages = () => ({
  success: m.dashboard_myteam_role_updated(),
  failure: m.dashboard_myteam_role_failed(),
});

export function PromoteButton({ team, member }: MemberActionProps) {
  const change: ConfirmedChange = {
    title: m.dashboard_myteam_promote_title(),
    message: m.dashboard_myteam_promote_message({ name: member.name, team: team.name }),
    confirmLabel: m.dashboard_myteam_promote(),
    danger: false,
    request: () => updateCaptainStatus(member.id, true),
    messages: {
      ...roleMessages(),
      subject: m.dashboard_myteam_promote_subject({ name: member.name, team: team.name }),
    },
  };
  return (
    <AskButton
      change={change}
      size="xs"
      variant="light"
      ariaLabel={m.dashboard_myteam_promote_label({ name: member.name })}
    >
      {m.dashboard_myteam_promote()}
    </AskButton>
  );
}

export function DegradeButton({ team, member }: MemberActionProps) {
  const change: ConfirmedChange = {
    title: m.dashboard_myteam_degrade_title(),
    message: m.dashboard_myteam_degrade_message({ name: member.name, team: team.name }),
    confirmLabel: m.dashboard_myteam_degrade(),
    danger: false,
    request: () => updateCaptainStatus(member.id, false),
    messages: {
      ...roleMessages(),
      subject: m.dashboard_myteam_degrade_subject({ name: member.name, team: team.name }),
    },
  };
  return (
    <AskButton
      change={change}
      size="xs"
      variant="light"
      ariaLabel={m.dashboard_myteam_degrade_label({ name: member.name })}
    >
      {m.dashboard_myteam_degrade()}
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
    title: m.dashboard_myteam_remove_title(),
    message: m.dashboard_myteam_remove_message({ name: member.name, team: team.name }),
    confirmLabel: m.dashboard_myteam_remove(),
    danger: true,
    request: () => removePlayerFromTeam(member.id),
    messages: {
      success: m.dashboard_myteam_remove_success(),
      subject: `${member.name}, ${team.name}`,
      failure: m.dashboard_myteam_remove_failed(),
    },
  };
  return (
    <AskButton
      change={change}
      size="xs"
      variant="outline"
      color="red.9"
      ariaLabel={m.dashboard_myteam_remove_label({ name: member.name })}
    >
      {m.dashboard_myteam_remove()}
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
