import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { fieldErrors } from '../../../../common/api/field-errors';
import {
  LEAGUE_DETAIL_FIELDS,
  type LeagueDetailField,
  type LeagueDetails,
  updateLeagueDetailsRequest,
} from '../../../../common/api/league-texts';
import { m } from '../../../../common/i18n/messages';
import { MINIMUM_SQUAD } from '../../../../common/league/availability';
import { MATCH_WINDOW_MONTHS } from '../../../../common/league/match-window';
import { useAction } from '../../../lib/use-action';
import { DETAILS_VIEWS, updateLeagueDetails } from '../api/league-texts-admin';

const DETAIL_LABELS: Record<LeagueDetailField, () => string> = {
  name: m.dashboard_texts_detail_name,
  email: m.dashboard_texts_detail_email,
  phone: m.dashboard_texts_detail_phone,
  street: m.dashboard_texts_detail_street,
  postal_code: m.dashboard_texts_detail_postal_code,
  city: m.dashboard_texts_detail_city,
  register: m.dashboard_texts_detail_register,
  board: m.dashboard_texts_detail_board,
  content_responsible: m.dashboard_texts_detail_content_responsible,
  instagram: m.dashboard_texts_detail_instagram,
};
const REQUIRED_DETAILS: ReadonlySet<LeagueDetailField> = new Set([
  'name',
  'email',
  'street',
  'postal_code',
  'city',
]);

/** The form's fields: the text details, the seasons' match window and the minimum squad (numbers). */
type DetailsFormField = LeagueDetailField | 'match_window_months' | 'minimum_squad' | 'eligible_domains';

/** The domains as typed: separated by commas, spaces or lines. */
const domainList = (text: string) => text.split(/[\s,;]+/).filter((domain) => domain !== '');

/** The league's details and the seasons' match window, checked here before they are sent. */
export function DetailsForm({ details }: { details: LeagueDetails }) {
  const [fields, setFields] = useState<LeagueDetails>(details);
  const [errors, setErrors] = useState<Partial<Record<DetailsFormField, string>>>({});
  const [domains, setDomains] = useState(details.eligible_domains.join(', '));
  const save = useAction(DETAILS_VIEWS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { ...fields, eligible_domains: domainList(domains) };
    const found = fieldErrors<DetailsFormField>(updateLeagueDetailsRequest, values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    await save.run(() => updateLeagueDetails(values), {
      success: m.dashboard_texts_details_saved(),
      failure: m.dashboard_texts_details_save_failed(),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {LEAGUE_DETAIL_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={DETAIL_LABELS[field]()}
              required={REQUIRED_DETAILS.has(field)}
              value={fields[field]}
              error={errors[field]}
              {...(field === 'email' ? { type: 'email', inputMode: 'email' as const } : {})}
              {...(field === 'instagram' ? { type: 'url', inputMode: 'url' as const } : {})}
              {...(field === 'phone' ? { type: 'tel', inputMode: 'tel' as const } : {})}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setFields((now) => ({ ...now, [field]: value }));
                setErrors((now) => ({ ...now, [field]: undefined }));
              }}
            />
          ))}
          <NumberInput
            label={m.dashboard_texts_detail_match_window_months()}
            description={m.dashboard_texts_detail_match_window_hint()}
            required
            min={MATCH_WINDOW_MONTHS.min}
            max={MATCH_WINDOW_MONTHS.max}
            allowDecimal={false}
            allowNegative={false}
            // Typed, not stepped: the stepper's arrows are smaller than a finger (44 px targets).
            hideControls
            inputMode="numeric"
            value={fields.match_window_months}
            error={errors.match_window_months}
            onChange={(value) => {
              setFields((now) => ({ ...now, match_window_months: Number(value) }));
              setErrors((now) => ({ ...now, match_window_months: undefined }));
            }}
          />
          <NumberInput
            label={m.dashboard_texts_detail_minimum_squad()}
            description={m.dashboard_texts_detail_minimum_squad_hint()}
            required
            min={MINIMUM_SQUAD.min}
            max={MINIMUM_SQUAD.max}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            inputMode="numeric"
            value={fields.minimum_squad}
            error={errors.minimum_squad}
            onChange={(value) => {
              setFields((now) => ({ ...now, minimum_squad: Number(value) }));
              setErrors((now) => ({ ...now, minimum_squad: undefined }));
            }}
          />
        </SimpleGrid>
        <TextInput
          label={m.dashboard_texts_detail_eligible_domains()}
          description={m.dashboard_texts_detail_eligible_domains_hint()}
          value={domains}
          error={errors.eligible_domains}
          onChange={(event) => {
            setDomains(event.currentTarget.value);
            setErrors((now) => ({ ...now, eligible_domains: undefined }));
          }}
        />
        <Group>
          <Button type="submit" loading={save.pending} mih={44}>
            {m.dashboard_texts_details_save()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
