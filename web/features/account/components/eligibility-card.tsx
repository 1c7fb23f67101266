import { Badge, Button, Card, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fieldError } from '../../../../common/api/field-errors';
import { emailField } from '../../../../common/api/fields';
import { m } from '../../../../common/i18n/messages';
import { useLogError } from '../../../lib/use-log-error';
import { useAddUniversityAddress, useEligibility } from '../api/eligibility';

/**
 * The member's eligibility this season on the profile (docs/PRODUCT.md#eligibility, decision 096):
 * the status and, while not eligible, a second (university) address to confirm by its mailed link.
 * The link's page sends the member back here with ?university=1 (confirmed) or 0 (not).
 */
export function EligibilityCard() {
  const headingId = useId();
  const eligibility = useEligibility();
  const [params] = useSearchParams();
  useLogError(eligibility.error, 'eligibility');
  const data = eligibility.data;
  // No domains listed: no check, nothing to show.
  if (!data || data.domains.length === 0) return null;
  const returned = params.get('university');
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby={headingId}
      mt="md"
      id="eligibility"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {m.dashboard_eligibility_title()}
          </Title>
          <Badge color={data.eligible ? 'league' : 'red.9'} variant="light" data-testid="eligibility-status">
            {data.eligible ? m.dashboard_eligibility_eligible() : m.dashboard_eligibility_not_eligible()}
          </Badge>
        </Group>
        {returned === '1' && <Text size="sm">{m.dashboard_eligibility_link_confirmed()}</Text>}
        {returned === '0' && <Text size="sm">{m.dashboard_eligibility_link_invalid()}</Text>}
        <Text size="sm">
          {data.eligible
            ? m.dashboard_eligibility_eligible_text()
            : m.dashboard_eligibility_not_eligible_text({ domains: data.domains.join(', ') })}
        </Text>
        {data.addresses.length > 0 && (
          <List size="sm" spacing={4}>
            {data.addresses.map((address) => (
              <List.Item key={`${address.email}-${address.confirmed_at ?? 'open'}`}>
                {address.email}:{' '}
                {address.counts
                  ? m.dashboard_eligibility_address_counts()
                  : address.confirmed_at
                    ? m.dashboard_eligibility_address_old()
                    : m.dashboard_eligibility_address_open()}
              </List.Item>
            ))}
          </List>
        )}
        {!data.eligible && <UniversityAddressForm />}
      </Stack>
    </Card>
  );
}

function UniversityAddressForm() {
  const add = useAddUniversityAddress();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = fieldError(emailField, email);
    setError(found);
    if (found) return;
    add.mutate(email.trim(), {
      onSuccess: (answer) => {
        if (answer.status) {
          setSent(true);
          setEmail('');
        } else setError(answer.error.replace(/^email: /, ''));
      },
      onError: () => setError(m.dashboard_eligibility_send_failed()),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xs">
        <TextInput
          type="email"
          label={m.dashboard_eligibility_address_label()}
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
        />
        {sent && <Text size="sm">{m.dashboard_eligibility_link_sent()}</Text>}
        <Group>
          <Button type="submit" loading={add.isPending}>
            {m.dashboard_eligibility_send_link()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
