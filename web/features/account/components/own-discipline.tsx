import { Card, List, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { m } from '../../../../common/i18n/messages';
import { suspensionsScope } from '../../../../common/policies/discipline';
import { PlayerCardsTable } from '../../../components/ui/player-cards-table';
import { newestFirst } from '../../../components/ui/season-select';
import { isCurrentBan, SuspensionText } from '../../../components/ui/suspension-text';
import { actorOf } from '../../../lib/authorization';
import { usePlayerCards, useSuspensions } from '../../../lib/queries/get-discipline';
import { useSeason, useSeasonList } from '../../../lib/queries/get-season';
import { useTeams } from '../../../lib/queries/get-teams';
import type { User } from '../../../lib/queries/get-user-by-token';
import { useLogError } from '../../../lib/use-log-error';

/**
 * The user's own cards and bans still to serve in the current (newest) season, on the profile
 * (docs/PRODUCT.md#discipline); for members of a team, who are the ones carded.
 */
export function OwnDiscipline({ user }: { user: User }) {
  const member = suspensionsScope(actorOf(user)) !== null && user.role !== 'ADMIN';
  return member ? <OwnDisciplineCard userId={user.id} /> : null;
}

function OwnDisciplineCard({ userId }: { userId: number }) {
  const headingId = useId();
  const seasonId = newestFirst(useSeasonList().data ?? [])[0]?.id;
  const bans = useSuspensions(seasonId);
  const cards = usePlayerCards(seasonId);
  useLogError(bans.error, 'suspensions');
  useLogError(cards.error, 'player cards');
  const season = useSeason(seasonId);
  const teams = useTeams();
  if (!cards.data || !bans.data) return null;
  const mine = cards.data.filter((row) => row.user_id === userId);
  const current = bans.data.filter((ban) => ban.user_id === userId && isCurrentBan(ban));
  const teamName = (id: number | null) =>
    teams.data?.find((team) => team.id === id)?.name ?? m.dashboard_match_team_fallback({ id: id ?? 0 });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId} mt="md">
      <Title order={2} size="h4" id={headingId} mb="xs">
        {m.dashboard_profile_discipline_title()}
      </Title>
      {mine.length > 0 ? (
        <PlayerCardsTable rows={mine} label={m.dashboard_profile_discipline_title()} />
      ) : (
        <Text size="sm">{m.dashboard_profile_no_cards()}</Text>
      )}
      {current.length > 0 && (
        <List listStyleType="none" spacing="xs" mt="sm">
          {current.map((ban) => (
            <List.Item key={ban.card_id}>
              <SuspensionText ban={ban} matches={season.data?.matches ?? []} teamName={teamName} />
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
