import { Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Fragment, memo, useMemo, useState } from 'react';
import type { Group, GroupTeam, Match } from '../../../common/api/types';
import { m } from '../../../common/i18n/messages';
import { formGuide, isGroupMatch } from '../../../common/league/form';
import { QUALIFYING_PLACES } from '../../../common/league/qualification';
import { groupName } from '../../lib/match-results';
import { FormGuide } from './form-guide';
import { ExplanationHint, ExplanationPanel, ExplanationToggle, StandingStatus } from './standing-explanation';
import classes from './standings-table.module.css';
import { TeamLink } from './team-link';

/** W, D, L, GF and GA only from 768 px; on phones the five core columns fit without scrolling. */
const desktopOnly = 'sm';
/** Mantine's classes behind visibleFrom / hiddenFrom (the theme's breakpoint), for plain elements. */
const WIDE = `mantine-visible-from-${desktopOnly}`;
const NARROW = `mantine-hidden-from-${desktopOnly}`;
/** What Table.Tr puts on a row of a <Table striped highlightOnHover> (its CSS reads them). */
const ROW_DATA = { 'data-with-row-border': true, 'data-striped': 'odd', 'data-hover': true } as const;
/** VisuallyHidden's class on a plain span, as in the form guide: one per qualifying row to hydrate. */
const HIDDEN = VisuallyHidden.classes.root;

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
export const StandingsTable = memo(function StandingsTable({
  group,
  compact = false,
  headingOrder = 2,
  highlightTeamId = null,
  matches = [],
}: StandingsTableProps) {
  const headingId = `standings-${group.id}`;
  const details = compact ? [] : DETAIL_COLUMNS;
  // The rows come in table order, and the knockout places follow the table as shown (decision 013).
  // A group no larger than the places has no line to draw: every team goes through.
  const cutoff = group.teams.length > QUALIFYING_PLACES ? QUALIFYING_PLACES : 0;
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
      {/* Plain elements with Mantine's Table classes (a striped table, rows highlighted on hover):
          each Table.* component is three React components, some 400 for two groups to hydrate. */}
      <table
        className={`${Table.classes.table} ${classes.table} ${compact ? '' : classes.roomy}`}
        aria-labelledby={headingId}
        aria-describedby={cutoff ? `${headingId}-knockout` : undefined}
      >
        <thead className={Table.classes.thead}>
          <tr className={Table.classes.tr} {...ROW_DATA}>
            <th className={Table.classes.th} scope="col">
              <abbr title={m.common_standings_pos_title()}>{m.common_standings_pos()}</abbr>
            </th>
            <th className={Table.classes.th} scope="col">
              {m.common_standings_name()}
            </th>
            <th className={`${Table.classes.th} ${classes.number}`} scope="col">
              <abbr title={m.common_standings_mp_title()}>{m.common_standings_mp()}</abbr>
            </th>
            {details.map((column) => (
              <th key={column.key} className={`${Table.classes.th} ${classes.number} ${WIDE}`} scope="col">
                <abbr title={column.title()}>{column.label()}</abbr>
              </th>
            ))}
            <th className={`${Table.classes.th} ${classes.number}`} scope="col">
              <abbr title={m.common_standings_gd_title()}>{m.common_standings_gd()}</abbr>
            </th>
            <th className={`${Table.classes.th} ${classes.number}`} scope="col">
              <abbr title={m.common_standings_pts_title()}>{m.common_standings_pts()}</abbr>
            </th>
            <th className={`${Table.classes.th} ${classes.form} ${WIDE}`} scope="col">
              {m.public_standings_form()}
            </th>
          </tr>
        </thead>
        <tbody className={Table.classes.tbody}>
          {group.teams.map((team, index) => {
            const explanation = explanations.get(team.id);
            const panelId = `explanation-${group.id}-${team.id}`;
            const open = opened.has(team.id);
            const panelShown = open && explanation !== undefined;
            const qualifying = index < cutoff;
            // The line goes under the last qualifying place, below its explanation when open.
            const line = index === cutoff - 1 || undefined;
            return (
              <Fragment key={team.id}>
                <tr
                  className={`${Table.classes.tr} ${team.id === highlightTeamId ? classes.own : ''}`}
                  {...ROW_DATA}
                  data-knockout-place={qualifying || undefined}
                  data-knockout-line={(line && !panelShown) || undefined}
                >
                  <td className={`${Table.classes.td} ${classes.position}`}>
                    {team.position}
                    {qualifying && <span className={HIDDEN}>, {m.common_standings_knockout_place()}</span>}
                  </td>
                  <th className={`${Table.classes.th} ${classes.name}`} scope="row">
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
                    <span className={`${classes.formBelow} ${NARROW}`}>
                      <FormGuide form={form.get(team.id) ?? []} />
                    </span>
                  </th>
                  <td className={`${Table.classes.td} ${classes.number}`}>{team.matches}</td>
                  {details.map((column) => (
                    <td key={column.key} className={`${Table.classes.td} ${classes.number} ${WIDE}`}>
                      {team[column.key]}
                    </td>
                  ))}
                  <td className={`${Table.classes.td} ${classes.number}`}>
                    {team.goal_difference > 0 ? `+${team.goal_difference}` : team.goal_difference}
                  </td>
                  <td className={`${Table.classes.td} ${classes.number} ${classes.points}`}>{team.points}</td>
                  <td className={`${Table.classes.td} ${classes.form} ${WIDE}`}>
                    <FormGuide form={form.get(team.id) ?? []} />
                  </td>
                </tr>
                {panelShown && (
                  <tr id={panelId} className={Table.classes.tr} {...ROW_DATA} data-knockout-line={line}>
                    <td className={Table.classes.td} colSpan={6 + details.length}>
                      <ExplanationPanel explanation={explanation} />
                      <TeamLink teamId={team.id}>
                        {m.public_standings_team_page({ team: team.name })}
                      </TeamLink>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      {/* The abbreviations spelled out in view: a title tooltip needs a mouse to hover. */}
      <Text size="xs" c="dimmed" mt={4}>
        {m.common_standings_mp_legend()}
        {details.length > 0 && (
          <span className={WIDE}>
            {' · '}
            {details.map((column) => column.legend()).join(' · ')}
          </span>
        )}
        {' · '}
        {m.common_standings_gd_legend()} · {m.common_standings_pts_legend()} ·{' '}
        {m.public_standings_form_legend()}
      </Text>
      {cutoff > 0 && (
        <Text size="xs" c="dimmed" mt={4} id={`${headingId}-knockout`} className={classes.knockoutLegend}>
          <span className={classes.lineSample} aria-hidden="true" />
          {m.common_standings_knockout_legend({ places: cutoff })}
        </Text>
      )}
    </section>
  );
});
