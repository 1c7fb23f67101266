import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { getLocale, m } from '../../../../common/i18n/messages';
import { Markdown } from '../../../components/ui/markdown';
import { detailValues, textIn, useLeagueDetails, useLeagueText } from '../../../lib/queries/get-league-texts';
import { useLogError } from '../../../lib/use-log-error';
import { useAcceptTerms, useParticipationTerms } from '../api/eligibility';

/**
 * The participation terms on the profile (docs/PRODUCT.md#participation-terms, decision 097): the
 * league's text and, until the player accepted its current version, the button that accepts it;
 * a yes needs it. Nothing while the league has written no terms (version 0).
 */
export function TermsCard() {
  const headingId = useId();
  const terms = useParticipationTerms();
  const text = useLeagueText('participation');
  const details = useLeagueDetails();
  const accept = useAcceptTerms();
  const [error, setError] = useState<string>();
  useLogError(terms.error, 'participation terms');
  useLogError(text.error, 'participation');
  if (!terms.data || terms.data.version === 0 || !text.data) return null;
  const { version, accepted, accepted_at } = terms.data;
  const { body, lang } = textIn(text.data, getLocale());
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby={headingId}
      mt="md"
      id="terms"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {m.dashboard_terms_title()}
        </Title>
        <div lang={lang}>
          <Markdown source={body} values={detailValues(details.data)} />
        </div>
        {accepted && accepted_at ? (
          <Text size="sm" data-testid="terms-accepted">
            {m.dashboard_terms_accepted({ date: new Date(accepted_at).toLocaleDateString(getLocale()) })}
          </Text>
        ) : (
          <Group>
            <Button
              loading={accept.isPending}
              onClick={() =>
                accept.mutate(version, {
                  onSuccess: (answer) => setError(answer.status ? undefined : answer.error),
                  onError: () => setError(m.dashboard_terms_failed()),
                })
              }
            >
              {m.dashboard_terms_accept()}
            </Button>
            {error && (
              <Text size="sm" c="red">
                {error}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
