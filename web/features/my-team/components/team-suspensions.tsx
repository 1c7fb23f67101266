import { Card, List, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Suspension } from '../../../../common/api/discipline';
import { m } from '../../../../common/i18n/messages';
import { PlayerCardsTable } from '../../../components/ui/player-cards-table';
import { newestFirst } from '../../../components/ui/season-select';
import { isCurrentBan, SuspensionText } from '../../../components/ui/suspension-text';
import { usePlayerCards, useSuspensions } from '../../../lib/queries/get-discipline';
import { useSeason, useSeasonList } from '../../../lib/queries/get-season';
import { useTeams } from '../../../lib/queries/get-teams';
import { useLogError } from '../../../lib/use-log-error';

/**
 * The own team's discipline in the current (newest) season (docs/PRODUCT.md#discipline): each
 * carded player's yellow, yellow-red and red cards, and the bans still to serve with the match
 * that ends each; nothing at all while nobody has a card. Both reads go out together.
 */
export function TeamSuspensions({ teamId }: { teamId: number }) {
  const headingId = useId();
  const seasonId = newestFirst(useSeasonList().data ?? [])[0]?.id;
  const bans = useSuspensions(seasonId);
  const cards = usePlayerCards(seasonId);
  useLogError(bans.error, 'suspensions');
  useLogError(cards.error, 'player cards');
  const current = (bans.data ?? []).filter((ban) => ban.team_id === teamId && isCurrentBan(ban));
  const carded = (cards.data ?? []).filter((row) => row.team_id === teamId);
  if (current.length === 0 && carded.length === 0) return null;

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId} mt="md">
      <Title order={2} size="h4" id={headingId} mb="xs">
        {m.dashboard_discipline_title()}
      </Title>
      {carded.length > 0 && <PlayerCardsTable rows={carded} label={m.dashboard_player_cards_label()} />}
      {current.length > 0 && seasonId !== undefined && <CurrentBans bans={current} seasonId={seasonId} />}
    </Card>
  );
}

/**
 * The bans still to serve, each with the match that ends it: only these need the season's matches
 * and the teams' names, read once a ban is there (most teams have none; the season is the
 * largest answer a page reads).
 */
function CurrentBans({ bans, seasonId }: { bans: Suspension[]; seasonId: number }) {
  const season = useSeason(seasonId);
  const teams = useTeams();
  const teamName = (id: number | null) =>
    teams.data?.find((team) => team.id === id)?.name ?? m.dashboard_match_team_fallback({ id: id ?? 0 });
  return (
    <>
      <Text size="sm" fw={700} mt="sm" mb={4}>
        {m.dashboard_suspensions_title()}
      </Text>
      <List listStyleType="none" spacing="xs">
        {bans.map((ban) => (
          <List.Item key={ban.card_id}>
            <SuspensionText ban={ban} matches={season.data?.matches ?? []} teamName={teamName} />
          </List.Item>
        ))}
      </List>
    </>
  );
}
