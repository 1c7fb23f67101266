import { Container } from '@mantine/core';
import type { LeagueTextKey } from '../../../../common/api/league-texts';
import { getLocale, m } from '../../../../common/i18n/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { Markdown } from '../../../components/ui/markdown';
import { PageLoader } from '../../../components/ui/page-loader';
import { detailValues, textIn, useLeagueDetails, useLeagueText } from '../../../lib/queries/get-league-texts';
import { useLogError } from '../../../lib/use-log-error';
import classes from './legal-document.module.css';

/**
 * A legal page: the league's text in the reader's language (its markdown holds the page's h1),
 * filled with the league's details; admins edit both in Dashboard > Texts (decision 043).
 */
export function LegalDocument({ textKey }: { textKey: LeagueTextKey }) {
  const text = useLeagueText(textKey);
  const details = useLeagueDetails();
  useLogError(text.error, textKey);
  useLogError(details.error, 'league details');
  if (!text.data || details.isPending) {
    return (
      <Container size="md" py="xl" px="md">
        {text.isError ? <EmptyState>{m.public_text_unavailable()}</EmptyState> : <PageLoader />}
      </Container>
    );
  }
  const { body, lang } = textIn(text.data, getLocale());
  return (
    <Container size="md" py="xl" px="md" lang={lang} className={classes.document}>
      <Markdown source={body} values={detailValues(details.data)} />
    </Container>
  );
}
