import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LanguageCard } from '../../../components/ui/language-switch';
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
      showAlert('Error: No access token found.', 'error');
      return;
    }
    setPending(true);
    try {
      const answer = await deleteAccount();
      if (answer.status) {
        showAlert('Account deleted successfully', 'success');
        signOut();
        void navigate(paths.login);
        return;
      }
      showAlert(answer.error || 'Failed to delete account', 'error');
    } catch {
      showAlert('Error deleting account', 'error');
    } finally {
      setPending(false);
    }
    setConfirming(false);
  }

  return (
    <Page title="Settings" size="sm">
      <Stack>
        <Card withBorder padding="lg" radius="md">
          <Title order={2} size="h4" mb="xs">
            Password
          </Title>
          <Text mb="md">Set a new password. Afterwards you log in again with it on every device.</Text>
          <Group>
            <Button onClick={changePassword}>Change Password</Button>
          </Group>
        </Card>
        <LanguageCard />
        <NotificationCard />
        <CalendarCard />
        <Card withBorder padding="lg" radius="md">
          <Title order={2} size="h4" mb="xs">
            Account
          </Title>
          <Text mb="md">Delete your account and all data stored with it.</Text>
          <Group>
            <Button color="red.8" onClick={() => setConfirming(true)}>
              Delete Account
            </Button>
          </Group>
        </Card>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete your account?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text mb="lg">
          This cannot be undone. Your account and your profile data will be deleted for good.
          {ownTeam && ` Your team ${ownTeam.name} is deleted with it.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={pending}>
            Cancel
          </Button>
          <Button color="red.8" onClick={confirmDelete} loading={pending}>
            Delete Account
          </Button>
        </Group>
      </Modal>
    </Page>
  );
}
