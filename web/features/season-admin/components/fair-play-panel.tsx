import { Card, NativeSelect, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FairPlayTableAnswer, RefereeFairPlay } from '../../../../common/api/fair-play';
import type { Season } from '../../../../common/api/types';
import { getLocale, m } from '../../../../common/i18n/messages';
import { apiData, apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSessionToken } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';

/** Under the key the rating page refreshes too (web/features/fair-play): the table and the referees. */
const KEY = ['fairPlay'] as const;

function SeasonFairPlay({ season }: { season: Season }) {
  const token = useSessionToken();
  const { run, pending } = useAction([KEY]);
  const table = useQuery({
    queryKey: [...KEY, 'table', season.id],
    queryFn: () =>
      apiData<FairPlayTableAnswer>(paths.api.getFairPlayTable, { body: { season_id: season.id } }),
  });
  const referees = useQuery({
    queryKey: [...KEY, 'referees', token, season.id],
    queryFn: () => apiData<RefereeFairPlay>(paths.api.getRefereeFairPlay, { body: { season_id: season.id } }),
  });
  const toggle = (enabled: boolean) =>
    run(
      () =>
        apiRequest<FairPlayTableAnswer>(paths.api.setFairPlayTiebreak, {
          body: { season_id: season.id, enabled },
        }),
      {
        success: m.dashboard_fair_play_tiebreak_saved(),
        subject: season.name,
        failure: m.dashboard_fair_play_tiebreak_failed(),
      },
    );
  return (
    <>
      <Switch
        label={m.dashboard_fair_play_tiebreak_switch()}
        checked={table.data?.tiebreak ?? false}
        disabled={!table.data || pending}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      <Title order={4} size="h5" mt="md">
        {m.dashboard_fair_play_referees_title()}
      </Title>
      {referees.data?.length ? (
        <Table striped aria-label={m.dashboard_fair_play_referees_title()}>
          <Table.Tbody>
            {referees.data.map((r) => (
              <Table.Tr key={r.referee_id}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td ta="right">
                  {r.average.toLocaleString(getLocale(), {
                    minimumFractionDigits: 2,
                    maximumFractionDigits: 2,
                  })}
                </Table.Td>
                <Table.Td ta="right">{m.dashboard_fair_play_referee_ratings({ count: r.ratings })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm">{m.dashboard_fair_play_referees_none()}</Text>
      )}
    </>
  );
}

/** A season's fair-play tie-break and its referees' averages (docs/PRODUCT.md#fair-play), for admins. */
export function FairPlayPanel({ seasons }: { seasons: readonly Season[] }) {
  const headingId = useId();
  const [pickedId, setPickedId] = useState<number | null>(null);
  const season = seasons.find((s) => s.id === pickedId) ?? seasons[0];
  if (!season) return null;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {m.dashboard_fair_play_admin_title()}
        </Title>
        <NativeSelect
          label={m.dashboard_fair_play_admin_season()}
          value={String(season.id)}
          data={seasons.map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(event) => setPickedId(Number(event.currentTarget.value))}
        />
        <SeasonFairPlay key={season.id} season={season} />
      </Stack>
    </Card>
  );
}
