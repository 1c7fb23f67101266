import { Stack } from '@mantine/core';
import { m } from '../../../../common/i18n/messages';
import { Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/queries/get-user-by-token';
import { FreeAgentList } from '../components/free-agent-list';
import { ProfileForm } from '../components/profile-form';

/**
 * Dashboard > Free agents (docs/PRODUCT.md#free-agents): the own profile for everyone; for
 * captains the profiles up, with Invite; for admins the list. The server decides who sees what.
 */
export function FreeAgentsPage() {
  const user = useCurrentUser().data;
  const captain = user?.role === 'CAPTAIN';
  return (
    <Page title={m.common_title_free_agents()}>
      <Stack gap="lg">
        {user?.role !== 'ADMIN' && <ProfileForm />}
        {(captain || user?.role === 'ADMIN') && (
          <FreeAgentList teamId={captain ? (user?.member_of ?? null) : null} />
        )}
      </Stack>
    </Page>
  );
}
