import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { LeagueTextKey, LeagueTextVersion } from '../../../../common/api/league-texts';
import type { Locale } from '../../../../common/i18n/locale';
import { m } from '../../../../common/i18n/messages';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatDateTime } from '../../../lib/dates';
import { useAction } from '../../../lib/use-action';
import { useLogError } from '../../../lib/use-log-error';
import { restoreLeagueTextVersion, TEXT_VIEWS, useLeagueTextVersions } from '../api/league-texts-admin';

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

/** One text's saved versions in one language, newest (the current one) first, each restorable. */
export function Versions({
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
