import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  NOTIFICATION_GROUP_LABELS,
  NOTIFICATION_GROUPS,
  type NotificationGroup,
  type NotificationSettings,
} from '../../../../common/api/notifications';
import { useAlert } from '../../../lib/alert';
import { useSession } from '../../../lib/session';
import { getNotificationSettings, updateNotificationSettings } from '../api/notification-settings';

/** What each group mails about, under its switch. */
const DESCRIPTIONS: Record<NotificationGroup, string> = {
  results: 'A result suggested to you, or final',
  referee: 'Referee duties of your team, and your own appointments',
  dates: 'A date set or changed for your matches',
  team: 'Join requests, their answers and team requests',
  reminders: 'Empty referee slots, missing and unanswered results',
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
    const label = NOTIFICATION_GROUP_LABELS[group];
    setSaving(group);
    try {
      const answer = await updateNotificationSettings({ [group]: on });
      if (!answer.status) {
        showAlert(answer.error, 'error');
        return;
      }
      queryClient.setQueryData<NotificationSettings>(queryKey, answer.data);
      showAlert(on ? `${label} mails are switched on.` : `${label} mails are switched off.`, 'success');
    } catch {
      showAlert(`${label} could not be saved. Please try again.`, 'error');
    } finally {
      setSaving(null);
    }
  }

  return (
    <Card withBorder padding="lg" radius="md" id="notifications">
      <Title order={2} size="h4" mb="xs">
        E-mail notifications
      </Title>
      <Text mb="md">
        Mails when something needs you. You get at most one every 10 minutes; what comes meanwhile is combined
        into one mail. Mails about your account (confirmation, password reset) always come.
      </Text>
      {settings.isPending ? (
        <Text c="dimmed">Loading your notification settings…</Text>
      ) : settings.isError ? (
        <Text c="red.8">Your notification settings could not be loaded. Please try again later.</Text>
      ) : (
        <Stack gap="md">
          {NOTIFICATION_GROUPS.map((group) => (
            <Switch
              key={group}
              label={NOTIFICATION_GROUP_LABELS[group]}
              description={DESCRIPTIONS[group]}
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
