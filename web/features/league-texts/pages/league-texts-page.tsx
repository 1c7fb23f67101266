import { Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { LEAGUE_DETAIL_FIELDS } from '../../../../common/api/league-texts';
import { m } from '../../../../common/i18n/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { useLeagueDetails } from '../../../lib/queries/get-league-texts';
import { useLogError } from '../../../lib/use-log-error';
import { useLeagueTextsAdmin } from '../api/league-texts-admin';
import { DetailsForm } from '../components/league-details-form';
import { TextEditor } from '../components/text-editor';

/** How the texts name the details, e.g. {{street}} (the profile is the footer's only). */
const PLACEHOLDERS = LEAGUE_DETAIL_FIELDS.filter((field) => field !== 'instagram').map(
  (field) => `{{${field}}}`,
);

/** Dashboard > Texts (admins): the league's texts and details (docs/PRODUCT.md#league-texts). */
export function LeagueTextsPage() {
  const texts = useLeagueTextsAdmin();
  const details = useLeagueDetails();
  const detailsHeadingId = useId();
  useLogError(texts.error, 'league texts');
  useLogError(details.error, 'league details');

  return (
    <Page title={m.common_title_texts()}>
      <Stack gap="xl">
        <Text maw={720}>{m.dashboard_texts_intro()}</Text>
        {texts.isPending ? (
          <PageLoader label={m.dashboard_texts_loading()} />
        ) : texts.data ? (
          <TextEditor texts={texts.data} details={details.data} />
        ) : (
          <EmptyState>{m.public_text_unavailable()}</EmptyState>
        )}
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={detailsHeadingId}>
          <Title order={2} size="h4" id={detailsHeadingId} mb="xs">
            {m.dashboard_texts_details_heading()}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {m.dashboard_texts_details_intro({ placeholders: PLACEHOLDERS.join(', ') })}
          </Text>
          {details.data ? (
            <DetailsForm details={details.data} />
          ) : (
            <PageLoader label={m.dashboard_texts_loading()} />
          )}
        </Card>
      </Stack>
    </Page>
  );
}
