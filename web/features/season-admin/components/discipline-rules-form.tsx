import { Button, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { DisciplineRulesAnswer } from '../../../../common/api/discipline';
import type { Season } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { useAction } from '../../../lib/use-action';
import { DISCIPLINE_ADMIN_VIEWS, setDisciplineRules } from '../api/discipline';
import classes from './auto-accept-panel.module.css';

const FIELDS = [
  ['yellow_limit', m.dashboard_discipline_yellow_limit],
  ['yellow_ban', m.dashboard_discipline_yellow_ban],
  ['yellow_red_ban', m.dashboard_discipline_yellow_red_ban],
  ['red_ban', m.dashboard_discipline_red_ban],
] as const;
type Field = (typeof FIELDS)[number][0];

/** A season's discipline rules (setDisciplineRules), checked with the API's own schema before sending. */
export function DisciplineRulesForm({ season, rules }: { season: Season; rules: DisciplineRulesAnswer }) {
  const { run, pending } = useAction(DISCIPLINE_ADMIN_VIEWS);
  const [values, setValues] = useState<Record<Field, string | number>>(rules);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { setDisciplineRulesRequest } = await import('../../../../common/api/discipline');
    // An emptied field holds '', which the schema refuses like any non-number, naming the field.
    const checked = setDisciplineRulesRequest
      .omit({ access_token: true })
      .safeParse({ season_id: season.id, ...values });
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    const body = checked.data;
    await run(() => setDisciplineRules(body), {
      success: m.dashboard_discipline_saved(),
      subject: season.name,
      failure: m.dashboard_discipline_save_failed(),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map(([field, label]) => (
            <NumberInput
              key={field}
              label={label()}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              classNames={{ input: classes.target }}
              value={values[field]}
              error={errors[field]}
              onChange={(value) => {
                setValues((current) => ({ ...current, [field]: value }));
                setErrors((current) => ({ ...current, [field]: undefined }));
              }}
            />
          ))}
        </SimpleGrid>
        <Button type="submit" loading={pending} className={classes.target}>
          {m.dashboard_discipline_save()}
        </Button>
      </Stack>
    </form>
  );
}
