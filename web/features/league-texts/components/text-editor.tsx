import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { fieldError } from '../../../../common/api/field-errors';
import {
  LEAGUE_TEXT_KEYS,
  LEAGUE_TEXT_NAMES,
  type LeagueDetails,
  type LeagueTextKey,
  type LeagueTextVersion,
  leagueTextBodyField,
} from '../../../../common/api/league-texts';
import { isLocale, LANGUAGE_NAMES, type Locale, locales } from '../../../../common/i18n/locale';
import { getLocale, m } from '../../../../common/i18n/messages';
import { Markdown } from '../../../components/ui/markdown';
import { detailValues } from '../../../lib/queries/get-league-texts';
import { useAction } from '../../../lib/use-action';
import { TEXT_VIEWS, updateLeagueText } from '../api/league-texts-admin';
import { Versions } from './text-versions';

const isTextKey = (value: string): value is LeagueTextKey =>
  (LEAGUE_TEXT_KEYS as readonly string[]).includes(value);

/** Pick a text and a language, edit it with a live preview, save; its versions below. */
export function TextEditor({
  texts,
  details,
}: {
  texts: LeagueTextVersion[];
  details: LeagueDetails | undefined;
}) {
  const [textKey, setTextKey] = useState<LeagueTextKey>('home');
  const [locale, setLocale] = useState<Locale>(getLocale());
  // Unsaved edits per text and language: switching to another text keeps them.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const save = useAction(TEXT_VIEWS);
  const previewId = useId();
  const draftKey = `${textKey}:${locale}`;
  const current = texts.find((text) => text.key === textKey && text.locale === locale);
  const body = drafts[draftKey] ?? current?.body ?? '';
  const dropDraft = () =>
    setDrafts((now) => {
      const { [draftKey]: _, ...rest } = now;
      return rest;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = fieldError(leagueTextBodyField, body);
    setError(problem);
    if (problem) return;
    await save.run(() => updateLeagueText({ key: textKey, locale, body }), {
      success: m.dashboard_texts_saved(),
      subject: `${LEAGUE_TEXT_NAMES[textKey]()} (${LANGUAGE_NAMES[locale]})`,
      failure: m.dashboard_texts_save_failed(),
      onSuccess: dropDraft,
    });
  }

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {/* Side by side from 576 px: on a phone each half cut the German names off ('Startseite: die L'). */}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NativeSelect
                label={m.dashboard_texts_text()}
                value={textKey}
                data={LEAGUE_TEXT_KEYS.map((key) => ({ value: key, label: LEAGUE_TEXT_NAMES[key]() }))}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  if (isTextKey(value)) setTextKey(value);
                  setError(undefined);
                }}
              />
              <NativeSelect
                label={m.dashboard_texts_language()}
                value={locale}
                data={locales.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  if (isLocale(value)) setLocale(value);
                  setError(undefined);
                }}
              />
            </SimpleGrid>
            <Textarea
              label={m.dashboard_texts_body()}
              description={m.dashboard_texts_markdown_help({ example: '{{street}}' })}
              required
              autosize
              minRows={10}
              maxRows={24}
              lang={locale}
              value={body}
              error={error}
              aria-controls={previewId}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDrafts((now) => ({ ...now, [draftKey]: value }));
                setError(undefined);
              }}
            />
            <Group>
              <Button type="submit" loading={save.pending} mih={44}>
                {m.dashboard_texts_save()}
              </Button>
            </Group>
          </Stack>
        </form>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={`${previewId}-title`}>
          <Title order={2} size="h4" id={`${previewId}-title`} mb="sm">
            {m.dashboard_texts_preview()}
          </Title>
          {/* The public page's renderer, so the preview is what visitors will see; live while typing. */}
          <div id={previewId} lang={locale} aria-live="off" style={{ overflowWrap: 'break-word' }}>
            <Markdown source={body} values={detailValues(details)} topLevel={3} />
          </div>
        </Card>
      </SimpleGrid>
      <Versions key={draftKey} textKey={textKey} locale={locale} onRestored={dropDraft} />
    </Stack>
  );
}
