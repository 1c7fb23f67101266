import {
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { fieldError, fieldErrors } from '../../../../common/api/field-errors';
import {
  LEAGUE_DETAIL_FIELDS,
  LEAGUE_TEXT_KEYS,
  LEAGUE_TEXT_NAMES,
  type LeagueDetailField,
  type LeagueDetails,
  type LeagueTextKey,
  type LeagueTextVersion,
  leagueTextBodyField,
  updateLeagueDetailsRequest,
} from '../../../../common/api/league-texts';
import { isLocale, LANGUAGE_NAMES, type Locale, locales } from '../../../../common/i18n/locale';
import { getLocale, m } from '../../../../common/i18n/messages';
import { MATCH_WINDOW_MONTHS } from '../../../../common/league/match-window';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { EmptyState } from '../../../components/ui/empty-state';
import { Markdown } from '../../../components/ui/markdown';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatDateTime } from '../../../lib/dates';
import { detailValues, useLeagueDetails } from '../../../lib/queries/get-league-texts';
import { useAction } from '../../../lib/use-action';
import { useLogError } from '../../../lib/use-log-error';
import {
  DETAILS_VIEWS,
  restoreLeagueTextVersion,
  TEXT_VIEWS,
  updateLeagueDetails,
  updateLeagueText,
  useLeagueTextsAdmin,
  useLeagueTextVersions,
} from '../api/league-texts-admin';

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

/** How the texts name the details, e.g. {{street}} (the profile is the footer's only). */
const PLACEHOLDERS = LEAGUE_DETAIL_FIELDS.filter((field) => field !== 'instagram').map(
  (field) => `{{${field}}}`,
);

const isTextKey = (value: string): value is LeagueTextKey =>
  (LEAGUE_TEXT_KEYS as readonly string[]).includes(value);

/** Who saved a version: the name they had then, or the site's installation. */
const authorOf = (version: LeagueTextVersion) => version.author_name ?? m.dashboard_texts_installed();

function VersionItem({
  version,
  current,
  restoredFrom,
  onRestored,
}: {
  version: LeagueTextVersion;
  current: boolean;
  restoredFrom: LeagueTextVersion | undefined;
  onRestored: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const restore = useAction(TEXT_VIEWS);
  const time = formatDateTime(version.created_at);
  return (
    <Card withBorder padding="sm" radius="md" component="li">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{time}</Text>
            {current && (
              <Badge variant="light" color="league">
                {m.dashboard_texts_current()}
              </Badge>
            )}
          </Group>
          <Text size="sm">{authorOf(version)}</Text>
          {restoredFrom && (
            <Text size="sm" c="dimmed">
              {m.dashboard_texts_restored_from({ time: formatDateTime(restoredFrom.created_at) })}
            </Text>
          )}
        </Stack>
        {!current && (
          <Button
            variant="light"
            mih={44}
            onClick={() => setConfirming(true)}
            aria-label={m.dashboard_texts_restore_named({ time })}
          >
            {m.dashboard_texts_restore()}
          </Button>
        )}
      </Group>
      <ConfirmModal
        opened={confirming}
        title={m.dashboard_texts_restore_title()}
        message={m.dashboard_texts_restore_question({ time })}
        confirmLabel={m.dashboard_texts_restore()}
        pending={restore.pending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          void restore
            .run(() => restoreLeagueTextVersion(version.id), {
              success: m.dashboard_texts_restored(),
              failure: m.dashboard_texts_restore_failed(),
              onSuccess: onRestored,
            })
            .then(() => setConfirming(false))
        }
      />
    </Card>
  );
}

function Versions({
  textKey,
  locale,
  onRestored,
}: {
  textKey: LeagueTextKey;
  locale: Locale;
  onRestored: () => void;
}) {
  const versions = useLeagueTextVersions(textKey, locale);
  const headingId = useId();
  useLogError(versions.error, 'text versions');
  const list = versions.data ?? [];
  const byId = new Map(list.map((version) => [version.id, version]));
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {m.dashboard_texts_versions()}
      </Title>
      {versions.isPending ? (
        <PageLoader label={m.dashboard_texts_loading()} />
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((version, index) => (
            <VersionItem
              key={version.id}
              version={version}
              current={index === 0}
              restoredFrom={version.restored_from === null ? undefined : byId.get(version.restored_from)}
              onRestored={onRestored}
            />
          ))}
        </Stack>
      )}
    </section>
  );
}

/** Pick a text and a language, edit it with a live preview, save; its versions below. */
function TextEditor({ texts, details }: { texts: LeagueTextVersion[]; details: LeagueDetails | undefined }) {
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

/** The form's fields: the text details and the seasons' match window (a number, typed as text). */
type DetailsFormField = LeagueDetailField | 'match_window_months';

function DetailsForm({ details }: { details: LeagueDetails }) {
  const [fields, setFields] = useState<LeagueDetails>(details);
  const [errors, setErrors] = useState<Partial<Record<DetailsFormField, string>>>({});
  const save = useAction(DETAILS_VIEWS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrors<DetailsFormField>(updateLeagueDetailsRequest, fields);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    await save.run(() => updateLeagueDetails(fields), {
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
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.pending} mih={44}>
            {m.dashboard_texts_details_save()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

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
