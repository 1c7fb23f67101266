import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  NOTIFICATION_GROUP_LABELS,
  NOTIFICATION_GROUPS,
  type NotificationGroup,
  type NotificationSettings,
} from '../../../../common/api/notifications';
import { m } from '../../../../common/i18n/messages';
import { useAlert } from '../../../lib/alert';
import { useSession } from '../../../lib/session';
import { getNotificationSettings, updateNotificationSettings } from '../api/notification-settings';

/** What each group mails about, under its switch. */
const DESCRIPTIONS: Record<NotificationGroup, () => string> = {
  results: m.dashboard_account_notify_results_hint,
  referee: m.dashboard_account_notify_referee_hint,
  dates: m.dashboard_account_notify_dates_hint,
  team: m.dashboard_account_notify_team_hint,
  reminders: m.dashboard_account_notify_reminders_hint,
};

/**
 * Dashboard > Settings: one switch per notification mail group, saved on each toggle
 * (docs/PRODUCT.md#notifications). The fragment #notifications of mail footers lands here.
 */
export function NotificationCard() {
  const { session } = useSession();
  const { showAlert } = useAlert();
  const queryClient = useQueryClient();
  const token = session?.access_token ?? null;
  const queryKey = ['notification-settings', token];
  const settings = useQuery({ queryKey, queryFn: getNotificationSettings, enabled: token !== null });
  const [saving, setSaving] = useState<NotificationGroup | null>(null);

  async function toggle(group: NotificationGroup, on: boolean) {
    const label = NOTIFICATION_GROUP_LABELS[group]();
    setSaving(group);
    try {
      const answer = await updateNotificationSettings({ [group]: on });
      if (!answer.status) {
        showAlert(answer.error, 'error');
        return;
      }
      queryClient.setQueryData<NotificationSettings>(queryKey, answer.data);
      showAlert(
        on ? m.dashboard_account_notify_on({ label }) : m.dashboard_account_notify_off({ label }),
        'success',
      );
    } catch {
      showAlert(m.dashboard_account_notify_save_failed({ label }), 'error');
    } finally {
      setSaving(null);
    }
  }

  return (
    <Card withBorder padding="lg" radius="md" id="notifications">
      <Title order={2} size="h4" mb="xs">
        {m.dashboard_account_notify_title()}
      </Title>
      <Text mb="md">{m.dashboard_account_notify_intro()}</Text>
      {settings.isPending ? (
        <Text c="dimmed">{m.dashboard_account_notify_loading()}</Text>
      ) : settings.isError ? (
        <Text c="red.8">{m.dashboard_account_notify_load_failed()}</Text>
      ) : (
        <Stack gap="md">
          {NOTIFICATION_GROUPS.map((group) => (
            <Switch
              key={group}
              label={NOTIFICATION_GROUP_LABELS[group]()}
              description={DESCRIPTIONS[group]()}
              checked={settings.data[group]}
              disabled={saving !== null}
              onChange={(event) => void toggle(group, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}
