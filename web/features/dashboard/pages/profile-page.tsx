import { Card } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { useLogError } from '../../../lib/use-log-error';
import { useCurrentUser } from '../api/get-user-by-token';
import classes from './profile-page.module.css';

export function ProfilePage() {
  const user = useCurrentUser();
  useLogError(user.error, 'your profile');

  return (
    <Page title="Profile" size="sm">
      {user.isPending ? (
        <PageLoader label="Loading your profile" />
      ) : user.data ? (
        <Card withBorder padding="lg" radius="md">
          <dl className={classes.list}>
            <dt>Name</dt>
            <dd>{user.data.name}</dd>
            <dt>E-Mail</dt>
            <dd>{user.data.mail}</dd>
            <dt>Phone</dt>
            <dd>{user.data.phone || '-'}</dd>
          </dl>
        </Card>
      ) : (
        <EmptyState>Your profile could not be loaded.</EmptyState>
      )}
    </Page>
  );
}
