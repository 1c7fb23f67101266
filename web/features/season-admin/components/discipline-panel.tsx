import { Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { Season } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { useDisciplineRules } from '../../../lib/queries/get-discipline';
import { useLogError } from '../../../lib/use-log-error';
import classes from './auto-accept-panel.module.css';
import { DisciplineRulesForm } from './discipline-rules-form';
import { SuspensionsList } from './suspensions-list';

function SeasonDiscipline({ season }: { season: Season }) {
  const rules = useDisciplineRules(season.id);
  useLogError(rules.error, 'discipline rules');
  return (
    <>
      {/* Keyed by the saved numbers: a save or another season shows what is stored. */}
      {rules.data && (
        <DisciplineRulesForm key={JSON.stringify(rules.data)} season={season} rules={rules.data} />
      )}
      <Title order={4} size="h5" mt="md">
        {m.dashboard_suspensions_title()}
      </Title>
      <SuspensionsList season={season} />
    </>
  );
}

/** A season's discipline rules and its bans (docs/PRODUCT.md#discipline), for admins. */
export function DisciplinePanel({ seasons }: { seasons: readonly Season[] }) {
  const headingId = useId();
  const [pickedId, setPickedId] = useState<number | null>(null);
  const season = seasons.find((s) => s.id === pickedId) ?? seasons[0];

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {m.dashboard_discipline_rules_title()}
        </Title>
        <Text size="sm" c="dimmed">
          {m.dashboard_discipline_rules_intro()}
        </Text>
        {season ? (
          <>
            <NativeSelect
              label={m.dashboard_seasons_season()}
              classNames={{ input: classes.target }}
              value={String(season.id)}
              onChange={(event) => setPickedId(Number(event.currentTarget.value))}
              data={seasons.map((s) => ({ value: String(s.id), label: s.name }))}
            />
            <SeasonDiscipline key={season.id} season={season} />
          </>
        ) : (
          <Text size="sm" fs="italic">
            {m.dashboard_seasons_none()}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
