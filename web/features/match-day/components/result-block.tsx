import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Card } from '../../../../common/api/discipline';
import { actionPaths } from '../../../../common/api/links';
import type { Match, Result, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { autoAcceptAt } from '../../../../common/league/deadlines';
import { suggestionOfAnswer } from '../../../../common/league/decisions';
import { fairPlaySide } from '../../../../common/policies/fair-play';
import { actorOf, type MatchAbilities } from '../../../lib/authorization';
import { formatDateTime } from '../../../lib/dates';
import { useSeason } from '../../../lib/queries/get-season';
import { useCurrentUser } from '../../../lib/queries/get-user-by-token';
import { AcceptResultButton } from './accept-result-button';
import type { CardAbilities } from './card-abilities';
import { teamName } from './match-texts';
import { ResultCards } from './result-cards';

function scorerText(result: Result, teams: ReadonlyMap<number, Team>, teamId: number | null): string | null {
  const entries = result.scorer.filter((entry) => entry.team_id === teamId);
  if (teamId === null || entries.length === 0) return null;
  const list = entries.map((entry) =>
    entry.goal_count > 1 ? `${entry.name} (${entry.goal_count})` : entry.name,
  );
  return m.dashboard_match_goals_line({
    team: teams.get(teamId)?.name ?? m.dashboard_match_team_fallback({ id: teamId }),
    scorers: list.join(', '),
  });
}

interface ResultBlockProps {
  match: Match;
  result: Result;
  teams: ReadonlyMap<number, Team>;
  abilities: MatchAbilities;
  /** Opens the scorer dialog; null in a closed admin card, which shows the score alone (no scorers). */
  onScorers: ((result: Result, team: Team) => void) | null;
  /** The result's cards and what the viewer may do with them; null in a closed admin card, as the scorers. */
  cards: { list: readonly Card[]; abilities: CardAbilities; onAdd: () => void } | null;
}

/**
 * When a pending result becomes final by itself (the rule the scheduler and the to-do list use),
 * or null: final already, disputed, or a season without a deadline. The season's hours come from
 * the season the card's page already read.
 */
function useAutoAcceptAt(match: Match, result: Result): Date | null {
  const hours = useSeason(result.is_final ? undefined : match.season_id).data?.auto_accept_hours;
  if (result.is_final || hours === undefined) return null;
  return autoAcceptAt(
    { createdAt: result.created_at },
    {
      date: match.date,
      suggestions: match.results.filter((other) => !other.is_final).map(suggestionOfAnswer),
      autoAcceptHours: hours,
    },
  );
}

/** One result, final or pending, with its scorers and what the viewer may do with it. */
export function ResultBlock({ match, result, teams, abilities, onScorers, cards }: ResultBlockProps) {
  const deadline = useAutoAcceptAt(match, result);
  const score = `${result.score_home}:${result.score_guest}`;
  const notes = [
    result.shootout_winner_id !== null &&
      m.dashboard_match_won_on_penalties({ team: teamName(teams, result.shootout_winner_id, null) }),
    result.forfeit && m.dashboard_match_forfeit(),
    result.unplayed && m.dashboard_match_not_played(),
    // Final by the season's deadline, not by an accept (docs/PRODUCT.md#deadlines).
    result.auto_accepted && m.dashboard_match_auto_accepted(),
  ].filter(Boolean);
  const scorers = (onScorers ? [match.home_id, match.guest_id] : [])
    .map((id) => scorerText(result, teams, id))
    .filter((line) => line !== null);
  const scorerTeams = (onScorers ? abilities.scorerTeams(result) : [])
    .map((id) => teams.get(id))
    .filter((team) => team !== undefined);
  const addsCards = cards?.abilities.add(result) ?? false;
  // A played result opens the two sides' fair-play rating (decision 094); the page says where it stands.
  const user = useCurrentUser().data;
  const ratesFairPlay =
    !result.forfeit &&
    !result.unplayed &&
    user !== undefined &&
    fairPlaySide(actorOf(user), { homeId: match.home_id, guestId: match.guest_id }) !== null;

  return (
    <Stack gap={4}>
      <Text fw={result.is_final ? 700 : 400}>
        {result.is_final ? m.dashboard_match_result({ score }) : m.dashboard_match_pending({ score })}
        {notes.length > 0 && ` (${notes.join(', ')})`}
        {!result.is_final &&
          ` ${m.dashboard_match_by({ name: result.submitted_by_user ?? m.dashboard_match_unknown() })}`}
      </Text>
      {deadline && (
        <Text size="sm" c="dimmed">
          {m.dashboard_match_auto_accept_on({ date: formatDateTime(deadline.toISOString()) })}
        </Text>
      )}
      {scorers.map((line) => (
        <Text key={line} size="sm" c="dimmed">
          {line}
        </Text>
      ))}
      {cards && <ResultCards cards={cards.list} abilities={cards.abilities} />}
      {ratesFairPlay && (
        <Anchor component={Link} to={actionPaths.fairPlay(match.id)} size="sm">
          {m.dashboard_fair_play_title()}
        </Anchor>
      )}
      {(abilities.accept(result) || scorerTeams.length > 0 || addsCards) && (
        <Group gap="xs">
          {abilities.accept(result) && <AcceptResultButton match={match} result={result} teams={teams} />}
          {scorerTeams.map((team) => (
            <Button key={team.id} size="xs" variant="default" onClick={() => onScorers?.(result, team)}>
              {m.dashboard_match_scorers_button({ team: team.name_short || team.name })}
            </Button>
          ))}
          {addsCards && (
            <Button
              size="xs"
              variant="default"
              aria-label={m.dashboard_cards_button_label({ score })}
              onClick={cards?.onAdd}
            >
              {m.dashboard_cards_button()}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
