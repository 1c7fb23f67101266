import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { MatchFairPlay } from '../../../../common/api/fair-play';
import { m } from '../../../../common/i18n/messages';
import { Page } from '../../../components/ui/page';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useMatchFairPlay } from '../api/fair-play';
import { FairPlayForm } from '../components/fair-play-form';

/** What the page says instead of the form: not open yet, rated and waiting, closed, or released. */
function FairPlayState({ data }: { data: MatchFairPlay }) {
  if (!data.open) return <Text>{m.dashboard_fair_play_not_open()}</Text>;
  const received = data.ratings.filter((r) => r.team_id !== null && r.team_id !== data.other_team?.team_id);
  if (data.released) {
    return (
      <Stack gap="xs">
        {data.rated && <Text>{m.dashboard_fair_play_rated()}</Text>}
        {received.map((r) => (
          <div key={r.rater_team_id}>
            <Text>
              {r.neutral
                ? m.dashboard_fair_play_received_neutral()
                : m.dashboard_fair_play_received({ score: r.score })}
            </Text>
            {r.comment && <Text c="dimmed">{r.comment}</Text>}
          </div>
        ))}
      </Stack>
    );
  }
  if (data.rated) {
    return (
      <Text>
        {m.dashboard_fair_play_rated()}{' '}
        {m.dashboard_fair_play_waiting({ when: formatDateTime(data.release_at ?? 'tbd') })}
      </Text>
    );
  }
  return <Text>{m.dashboard_fair_play_closed()}</Text>;
}

/**
 * A match's fair-play rating (docs/PRODUCT.md#fair-play, decision 094), opened from the to-do
 * list, the reminder and the match card: the form while the caller's team may rate, else where
 * the rating stands.
 */
export function FairPlayPage() {
  const { matchId = '' } = useParams();
  const id = Number(matchId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useMatchFairPlay(id, valid);
  const data = query.data;
  return (
    <Page title={m.dashboard_fair_play_title()} size="sm">
      <Stack gap="md">
        {valid && query.isPending ? (
          <ListSkeleton label={m.dashboard_fair_play_title()} />
        ) : !data ? (
          <Text>{m.dashboard_fair_play_missing()}</Text>
        ) : data.can_rate && data.other_team ? (
          <FairPlayForm data={{ ...data, other_team: data.other_team }} />
        ) : (
          <FairPlayState data={data} />
        )}
        <Anchor component={Link} to={`${paths.dashboard.matches}#match-${id}`}>
          {m.dashboard_fair_play_to_matches()}
        </Anchor>
      </Stack>
    </Page>
  );
}
