import { Box, Table, Text, Title } from '@mantine/core';
import { Fragment, useMemo, useState } from 'react';
import type { Group, GroupTeam, Match } from '../../../common/api/types';
import { m } from '../../../common/i18n/messages';
import { formGuide, isGroupMatch } from '../../../common/league/form';
import { groupName } from '../../lib/match-results';
import { FormGuide } from './form-guide';
import { ExplanationHint, ExplanationPanel, ExplanationToggle, StandingStatus } from './standing-explanation';
import classes from './standings-table.module.css';
import { TeamLink } from './team-link';

/** W, D, L, GF and GA only from 768 px; on phones the five core columns fit without scrolling. */
const desktopOnly = 'sm';

/** Message functions, called when rendering: the language is known only then. */
const DETAIL_COLUMNS: {
  key: keyof GroupTeam;
  label: () => string;
  title: () => string;
  legend: () => string;
}[] = [
  {
    key: 'wins',
    label: m.common_standings_w,
    title: m.common_standings_w_title,
    legend: m.common_standings_w_legend,
  },
  {
    key: 'draws',
    label: m.common_standings_d,
    title: m.common_standings_d_title,
    legend: m.common_standings_d_legend,
  },
  {
    key: 'losses',
    label: m.common_standings_l,
    title: m.common_standings_l_title,
    legend: m.common_standings_l_legend,
  },
  {
    key: 'goals_scored',
    label: m.common_standings_gf,
    title: m.common_standings_gf_title,
    legend: m.common_standings_gf_legend,
  },
  {
    key: 'goals_conceded',
    label: m.common_standings_ga,
    title: m.common_standings_ga_title,
    legend: m.common_standings_ga_legend,
  },
];

interface StandingsTableProps {
  group: Group;
  /** The dashboard's compact table keeps the five core columns at every width. */
  compact?: boolean;
  headingOrder?: 2 | 3;
  highlightTeamId?: number | null;
  /** The season's matches: the group's form guide is read from them. */
  matches?: readonly Match[];
}

/** One group's standings, shared by the public table and the dashboard. */
export function StandingsTable({
  group,
  compact = false,
  headingOrder = 2,
  highlightTeamId = null,
  matches = [],
}: StandingsTableProps) {
  const headingId = `standings-${group.id}`;
  const details = compact ? [] : DETAIL_COLUMNS;
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const explanations = new Map(group.explanations.map((e) => [e.team_id, e]));
  const form = useMemo(() => {
    const ids = new Set(group.teams.map((team) => team.id));
    const played = matches.filter(
      (m) => isGroupMatch(m) && ids.has(m.home_id ?? -1) && ids.has(m.guest_id ?? -1),
    );
    return new Map(group.teams.map((team) => [team.id, formGuide(played, team.id)]));
  }, [group.teams, matches]);
  const toggle = (teamId: number) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(teamId)) next.add(teamId);
      return next;
    });
  return (
    <section aria-labelledby={headingId}>
      <Title order={headingOrder} size={headingOrder === 2 ? 'h3' : 'h4'} id={headingId} mb="sm">
        {groupName(group.name)}
      </Title>
      <ExplanationHint id={`${headingId}-hint`} />
      <Table
        striped
        highlightOnHover
        className={classes.table}
        aria-labelledby={headingId}
        horizontalSpacing="xs"
        fz={compact ? 'sm' : { base: 'sm', sm: 'md' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <abbr title={m.common_standings_pos_title()}>{m.common_standings_pos()}</abbr>
            </Table.Th>
            <Table.Th scope="col">{m.common_standings_name()}</Table.Th>
            <Table.Th scope="col" ta="right">
              <abbr title={m.common_standings_mp_title()}>{m.common_standings_mp()}</abbr>
            </Table.Th>
            {details.map((column) => (
              <Table.Th key={column.key} scope="col" ta="right" visibleFrom={desktopOnly}>
                <abbr title={column.title()}>{column.label()}</abbr>
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              <abbr title={m.common_standings_gd_title()}>{m.common_standings_gd()}</abbr>
            </Table.Th>
            <Table.Th scope="col" ta="right">
              <abbr title={m.common_standings_pts_title()}>{m.common_standings_pts()}</abbr>
            </Table.Th>
            <Table.Th scope="col" className={classes.form} visibleFrom={desktopOnly}>
              {m.public_standings_form()}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.teams.map((team) => {
            const explanation = explanations.get(team.id);
            const panelId = `explanation-${group.id}-${team.id}`;
            const open = opened.has(team.id);
            return (
              <Fragment key={team.id}>
                <Table.Tr className={team.id === highlightTeamId ? classes.own : undefined}>
                  <Table.Td>{team.position}</Table.Td>
                  <Table.Th scope="row" fw={500} className={classes.name}>
                    {explanation ? (
                      <ExplanationToggle
                        name={team.name}
                        open={open}
                        panelId={panelId}
                        hintId={`${headingId}-hint`}
                        onToggle={() => toggle(team.id)}
                      />
                    ) : (
                      team.name
                    )}
                    {team.penalty_points > 0 && '*'}
                    <StandingStatus status={explanation?.status ?? null} />
                    {/* Phones have no room for a sixth column: the form goes under the name. */}
                    <Box component="span" hiddenFrom={desktopOnly} className={classes.formBelow}>
                      <FormGuide form={form.get(team.id) ?? []} />
                    </Box>
                  </Table.Th>
                  <Table.Td ta="right">{team.matches}</Table.Td>
                  {details.map((column) => (
                    <Table.Td key={column.key} ta="right" visibleFrom={desktopOnly}>
                      {team[column.key]}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right">
                    {team.goal_difference > 0 ? `+${team.goal_difference}` : team.goal_difference}
                  </Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {team.points}
                  </Table.Td>
                  <Table.Td className={classes.form} visibleFrom={desktopOnly}>
                    <FormGuide form={form.get(team.id) ?? []} />
                  </Table.Td>
                </Table.Tr>
                {open && explanation && (
                  <Table.Tr id={panelId}>
                    <Table.Td colSpan={6 + details.length}>
                      <ExplanationPanel explanation={explanation} />
                      <TeamLink teamId={team.id}>
                        {m.public_standings_team_page({ team: team.name })}
                      </TeamLink>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
      {/* The abbreviations spelled out in view: a title tooltip needs a mouse to hover. */}
      <Text size="xs" c="dimmed" mt={4}>
        {m.common_standings_mp_legend()}
        {details.length > 0 && (
          <Box component="span" visibleFrom={desktopOnly}>
            {' · '}
            {details.map((column) => column.legend()).join(' · ')}
          </Box>
        )}
        {' · '}
        {m.common_standings_gd_legend()} · {m.common_standings_pts_legend()} ·{' '}
        {m.public_standings_form_legend()}
      </Text>
    </section>
  );
}
