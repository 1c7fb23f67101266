import { Card, List, Title } from '@mantine/core';
import { useId } from 'react';
import { m } from '../../../../common/i18n/messages';
import { newestFirst } from '../../../components/ui/season-select';
import { isCurrentBan, SuspensionText } from '../../../components/ui/suspension-text';
import { useSeason, useSeasonList } from '../../../lib/queries/get-season';
import { useTeams } from '../../../lib/queries/get-teams';
import { useLogError } from '../../../lib/use-log-error';
import { useSuspensions } from '../api/get-suspensions';

/**
 * The own team's bans still to serve in the current (newest) season (docs/PRODUCT.md#discipline),
 * each with the match that ends it; nothing at all while nobody is banned.
 */
export function TeamSuspensions({ teamId }: { teamId: number }) {
  const headingId = useId();
  const seasonId = newestFirst(useSeasonList().data ?? [])[0]?.id;
  const bans = useSuspensions(seasonId);
  useLogError(bans.error, 'suspensions');
  const season = useSeason(seasonId);
  const teams = useTeams();
  const current = (bans.data ?? []).filter((ban) => ban.team_id === teamId && isCurrentBan(ban));
  if (current.length === 0) return null;
  const teamName = (id: number | null) =>
    teams.data?.find((team) => team.id === id)?.name ?? m.dashboard_match_team_fallback({ id: id ?? 0 });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId} mt="md">
      <Title order={2} size="h4" id={headingId} mb="xs">
        {m.dashboard_suspensions_title()}
      </Title>
      <List listStyleType="none" spacing="xs">
        {current.map((ban) => (
          <List.Item key={ban.card_id}>
            <SuspensionText ban={ban} matches={season.data?.matches ?? []} teamName={teamName} />
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
