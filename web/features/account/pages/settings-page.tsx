import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { m } from '../../../../common/i18n/messages';
import { LanguageCard } from '../../../components/ui/language-switch';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { Page } from '../../../components/ui/page';
import { useAlert } from '../../../lib/alert';
import { paths } from '../../../lib/paths';
import { useMyTeam } from '../../../lib/queries/get-my-team';
import { useCurrentUser } from '../../../lib/queries/get-user-by-token';
import { useSession } from '../../../lib/session';
import { useHashTarget } from '../../../lib/use-hash-target';
import { deleteAccount } from '../api/delete-account';
import { CalendarCard } from '../components/calendar-card';
import { NotificationCard } from '../components/notification-card';
import { PushCard } from '../components/push-card';

export function SettingsPage() {
  const { showAlert } = useAlert();
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const { data: user } = useCurrentUser();
  const { data: team } = useMyTeam();
  // The server deletes a main captain's team along with the account (when nobody else is in it).
  const ownTeam = user && team?.captain?.id === user.id ? team : null;
  // Notification mails link to #notifications (actionPaths.notificationSettings): scrolled to once
  // the cards' data is in, when the page has its full height.
  useHashTarget(useIsFetching() === 0);

  function changePassword() {
    if (!session) return;
    // docs/PRODUCT.md#api: the reset page accepts the live session token in the fragment.
    void navigate(`${paths.passwordReset}#access_token=${encodeURIComponent(session.access_token)}`);
  }

  async function confirmDelete() {
    if (!session) {
      setConfirming(false);
      showAlert(m.dashboard_account_no_token(), 'error');
      return;
    }
    setPending(true);
    try {
      const answer = await deleteAccount();
      if (answer.status) {
        showAlert(m.dashboard_account_deleted(), 'success');
        signOut();
        void navigate(paths.login);
        return;
      }
      showAlert(answer.error || m.dashboard_account_delete_failed(), 'error');
    } catch {
      showAlert(m.dashboard_account_delete_error(), 'error');
    } finally {
      setPending(false);
    }
    setConfirming(false);
  }

  return (
    <Page title={m.common_title_settings()} size="sm">
      <Stack>
        <Card withBorder padding="lg" radius="md">
          <Title order={2} size="h4" mb="xs">
            {m.dashboard_account_password_title()}
          </Title>
          <Text mb="md">{m.dashboard_account_password_intro()}</Text>
          <Group>
            <Button onClick={changePassword}>{m.dashboard_account_password_change()}</Button>
          </Group>
        </Card>
        <LanguageCard />
        <NotificationCard />
        <PushCard team={team ? { id: team.id, name: team.name } : null} />
        <CalendarCard />
        <Card withBorder padding="lg" radius="md">
          <Title order={2} size="h4" mb="xs">
            {m.dashboard_account_title()}
          </Title>
          <Text mb="md">{m.dashboard_account_delete_intro()}</Text>
          <Group>
            <Button color="red.8" onClick={() => setConfirming(true)}>
              {m.dashboard_account_delete()}
            </Button>
          </Group>
        </Card>
      </Stack>
      <LazyModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={m.dashboard_account_delete_question()}
        centered
        closeButtonProps={{ 'aria-label': m.dashboard_account_close() }}
      >
        <Text mb="lg">
          {m.dashboard_account_delete_warning()}
          {ownTeam && m.dashboard_account_delete_team({ team: ownTeam.name })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={pending}>
            {m.dashboard_account_cancel()}
          </Button>
          <Button color="red.8" onClick={confirmDelete} loading={pending}>
            {m.dashboard_account_delete()}
          </Button>
        </Group>
      </LazyModal>
    </Page>
  );
}
