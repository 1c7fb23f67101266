import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Match, Result, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { goalsOfTeam, scorersProblem } from '../../../../common/league/scorers';
import { MinusIcon, PlusIcon } from '../../../components/ui/icons';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { addScorer } from '../api/add-scorer';
import { useTeamSquad } from '../api/team-squad';
import { matchPlayers } from './match-players';
import classes from './scorer-dialog.module.css';

interface ScorerDialogProps {
  match: Match;
  result: Result;
  team: Team;
  onClose: () => void;
}

/** The goals of one team in one result, assigned to its players (docs/PRODUCT.md#results-and-scorers). */
export function ScorerDialog({ match, result, team, onClose }: ScorerDialogProps) {
  const goals = goalsOfTeam(match, result, team.id);
  // A player helping out in this match (an accepted one-match invitation, decision 098) scores for
  // the team too: the squad names them, the roster does not.
  const squad = useTeamSquad(match.id, team.id, true);
  const members = matchPlayers(team);
  const guests = (squad.data?.players ?? [])
    .filter((player) => player.guest && !members.some((member) => member.id === player.user_id))
    .map((player) => ({ id: player.user_id, name: player.name, guest: true }));
  const players = [...members, ...guests];
  const { run, pending } = useAction(LEAGUE_VIEWS);
  const [counts, setCounts] = useState<Record<number, number>>(() =>
    Object.fromEntries(
      result.scorer
        .filter((entry) => entry.team_id === team.id)
        .map((entry) => [entry.user_id, entry.goal_count]),
    ),
  );
  // Only players with goals are sent.
  const scorers = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([playerId, count]) => ({ playerId: Number(playerId), goals: count }));
  const total = scorers.reduce((sum, s) => sum + s.goals, 0);
  const problem = scorersProblem(scorers, goals);
  const change = (playerId: number, by: number) =>
    setCounts((current) => ({ ...current, [playerId]: Math.max(0, (current[playerId] ?? 0) + by) }));

  async function save() {
    const saved = await run(
      () => addScorer({ match_id: match.id, result_id: result.id, team_id: team.id, scorers }),
      {
        success: m.dashboard_scorers_added(),
        subject: m.dashboard_scorers_subject({ team: team.name, count: total }),
        failure: m.dashboard_scorers_failed(),
        exception: m.dashboard_scorers_error(),
      },
    );
    if (saved) onClose();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={m.dashboard_scorers_title({ team: team.name })}
      centered
      closeButtonProps={{ 'aria-label': m.dashboard_match_close() }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {m.dashboard_scorers_summary({
            team: team.name,
            goals,
            score: `${result.score_home}:${result.score_guest}`,
            total,
          })}
        </Text>
        {players.length === 0 ? (
          <Text>{m.dashboard_scorers_no_players()}</Text>
        ) : (
          <ul className={classes.list} aria-label={m.dashboard_scorers_players_of({ team: team.name })}>
            {players.map((player) => {
              const count = counts[player.id] ?? 0;
              return (
                <li key={player.id} className={classes.row}>
                  <Text size="sm" className={classes.name}>
                    {'guest' in player ? m.dashboard_scorers_guest({ name: player.name }) : player.name}
                  </Text>
                  <Group gap="xs" wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={m.dashboard_scorers_less({ name: player.name })}
                      disabled={count === 0}
                      onClick={() => change(player.id, -1)}
                    >
                      <MinusIcon />
                    </ActionIcon>
                    <Text
                      component="output"
                      fw={700}
                      w="2ch"
                      ta="center"
                      aria-label={m.dashboard_scorers_goals_of({ name: player.name })}
                    >
                      {count}
                    </Text>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={m.dashboard_scorers_more({ name: player.name })}
                      disabled={total >= goals}
                      onClick={() => change(player.id, 1)}
                    >
                      <PlusIcon />
                    </ActionIcon>
                  </Group>
                </li>
              );
            })}
          </ul>
        )}
        {problem && (
          <Text size="sm" c="red.8" role="status">
            {problem.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {m.dashboard_match_cancel()}
          </Button>
          <Button onClick={() => void save()} loading={pending} disabled={problem !== null}>
            {m.dashboard_match_save()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
