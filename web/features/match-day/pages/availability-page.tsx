import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { m } from '../../../../common/i18n/messages';
import { AvailabilityButtons } from '../../../components/ui/availability-buttons';
import { Page } from '../../../components/ui/page';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { SquadSummary } from '../../../components/ui/squad-summary';
import { useSquad } from '../../../lib/availability';
import { formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/queries/get-user-by-token';

/**
 * The page a mailed availability reminder opens (docs/PRODUCT.md#availability): it names the match
 * (a player may have two coming), reads, and only its buttons (each a POST) answer, since mail
 * scanners open every link they find.
 */
export function AvailabilityPage() {
  const { matchId = '' } = useParams();
  const id = Number(matchId);
  const user = useCurrentUser().data;
  const valid = Number.isInteger(id) && id > 0;
  const squad = useSquad(id, valid);
  if (valid && squad.isPending)
    return (
      <Page title={m.dashboard_availability_question()} size="sm">
        <ListSkeleton label={m.dashboard_availability_question()} />
      </Page>
    );
  const mine = squad.data?.players.find((player) => player.user_id === user?.id);
  return (
    <Page title={m.dashboard_availability_question()} size="sm">
      <Stack gap="md">
        {squad.data ? (
          <>
            <div>
              <Text fw={600}>
                {squad.data.home ?? m.common_date_tbd()} – {squad.data.guest ?? m.common_date_tbd()}
              </Text>
              <Text c="dimmed">{formatDateTime(squad.data.date ?? 'tbd')}</Text>
            </div>
            <Text>{m.dashboard_availability_page_intro()}</Text>
            <AvailabilityButtons matchId={id} current={mine?.status ?? null} />
            <SquadSummary squad={squad.data} canRemind={user?.role === 'CAPTAIN'} />
          </>
        ) : (
          <Text>{m.dashboard_availability_page_missing()}</Text>
        )}
        <Anchor component={Link} to={`${paths.dashboard.matches}#match-${id}`}>
          {m.dashboard_availability_page_to_matches()}
        </Anchor>
      </Stack>
    </Page>
  );
}
