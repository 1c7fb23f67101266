import { Badge, Button, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import type { TeamMember } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { usePhoneLayout } from '../../../lib/viewport-hint';
import { ApproveEligibility } from './approve-eligibility';
import { EligibilityBadge } from './eligibility-badge';
import classes from './member-roster.module.css';

interface MemberRosterProps {
  caption: string;
  members: TeamMember[];
  showIds: boolean;
  roleLabel: (member: TeamMember) => string;
  /** Buttons for one member, or null when the viewer may do nothing to them. */
  actions?: (member: TeamMember) => ReactNode;
  /**
   * On phones, how many members show before "Show all": a card per member makes a team of 20
   * several screens long. The list starts with the captains, whom people call most.
   */
  phoneLimit?: number;
}

function Contact({ member }: { member: TeamMember }) {
  return (
    <>
      {member.phone && <a href={`tel:${member.phone}`}>{member.phone}</a>}
      {member.mail && <a href={`mailto:${member.mail}`}>{member.mail}</a>}
    </>
  );
}

/** A table on wide screens; on phones one card per member, since five columns cannot fit 390 px. */
export function MemberRoster({
  caption,
  members,
  showIds,
  roleLabel,
  actions,
  phoneLimit = Number.POSITIVE_INFINITY,
}: MemberRosterProps) {
  const [all, setAll] = useState(false);
  const listId = useId();
  const phone = usePhoneLayout();
  const withActions = actions !== undefined && members.some((member) => actions(member) !== null);

  if (phone) {
    const folded = !all && members.length > phoneLimit;
    return (
      <>
        <ul className={classes.cards} aria-label={caption} id={listId}>
          {(folded ? members.slice(0, phoneLimit) : members).map((member) => {
            const rowActions = actions?.(member) ?? null;
            return (
              <li key={member.id}>
                <Paper withBorder p="sm" radius="md">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600} className={classes.name}>
                      {member.name}
                    </Text>
                    {/* Wraps: "Nicht spielberechtigt" and the role side by side overflowed a 390 px card. */}
                    <Group gap={4} justify="flex-end">
                      <EligibilityBadge member={member} />
                      <Badge variant="light" className={classes.role}>
                        {roleLabel(member)}
                      </Badge>
                    </Group>
                  </Group>
                  {showIds && (
                    <Text size="sm" c="dimmed">
                      {m.dashboard_myteam_roster_member_id({ id: member.id })}
                    </Text>
                  )}
                  {(member.phone || member.mail) && (
                    <div className={classes.contact}>
                      <Contact member={member} />
                    </div>
                  )}
                  {/* Below the contact: the card's first line has no room beside the mark. */}
                  <ApproveEligibility member={member} mt="xs" />
                  {rowActions !== null && (
                    <Group gap="xs" mt="xs">
                      {rowActions}
                    </Group>
                  )}
                </Paper>
              </li>
            );
          })}
        </ul>
        {members.length > phoneLimit && (
          <Button
            variant="default"
            mt="xs"
            fullWidth
            aria-expanded={all}
            aria-controls={listId}
            onClick={() => setAll(!all)}
          >
            {all ? m.dashboard_roster_show_fewer() : m.dashboard_roster_show_all({ count: members.length })}
          </Button>
        )}
      </>
    );
  }

  return (
    <div className={classes.scroll}>
      <Table striped>
        {/* The section heading above says it for sighted users; screen readers get the full name. */}
        <Table.Caption className={VisuallyHidden.classes.root}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {showIds && <Table.Th scope="col">{m.dashboard_myteam_roster_id()}</Table.Th>}
            <Table.Th scope="col">{m.dashboard_myteam_roster_name()}</Table.Th>
            <Table.Th scope="col">{m.dashboard_myteam_roster_phone()}</Table.Th>
            <Table.Th scope="col">{m.dashboard_myteam_roster_mail()}</Table.Th>
            <Table.Th scope="col">{m.dashboard_myteam_roster_role()}</Table.Th>
            {withActions && <Table.Th scope="col">{m.dashboard_myteam_roster_actions()}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              {showIds && <Table.Td>{member.id}</Table.Td>}
              <Table.Th scope="row" fw={500} className={classes.cellName}>
                {member.name}
              </Table.Th>
              <Table.Td className={classes.cellNoWrap}>
                {member.phone ? <a href={`tel:${member.phone}`}>{member.phone}</a> : '-'}
              </Table.Td>
              <Table.Td className={classes.cellNoWrap}>
                {member.mail ? <a href={`mailto:${member.mail}`}>{member.mail}</a> : '-'}
              </Table.Td>
              <Table.Td>
                {/* Wraps: an admin's Approve beside the mark would otherwise overflow into Actions. */}
                <Group gap="xs" wrap="wrap">
                  <span>{roleLabel(member)}</span>
                  <EligibilityBadge member={member} />
                  <ApproveEligibility member={member} />
                </Group>
              </Table.Td>
              {withActions && (
                <Table.Td>
                  <Group gap="xs">{actions?.(member)}</Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
