import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { canSeeTeamRequests } from '../../../../common/policies/teams';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { can } from '../../../lib/authorization';
import { useCurrentUser } from '../../../lib/queries/get-user-by-token';
import { AllTeamsPanel } from '../components/all-teams-panel';
import { OwnTeamPanel } from '../components/own-team-panel';
import { TeamRequestsPanel } from '../components/team-requests-panel';
import { useFetchErrorAlert } from '../hooks/use-fetch-error-alert';

export function MyTeamPage() {
  const user = useCurrentUser();
  useFetchErrorAlert(user.error, 'the current user', 'Unexpected Error when fetching Team!');

  let content: ReactNode;
  if (user.isPending) content = <PageLoader label="Loading your team" />;
  else if (!user.data) content = <EmptyState>You are currently not part of a team</EmptyState>;
  else if (can(user.data, canSeeTeamRequests)) {
    content = (
      // Panels mount only when opened, so each tab loads its data on first visit.
      <Tabs defaultValue="my-team" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="my-team">My Team</Tabs.Tab>
          <Tabs.Tab value="requests">Team Requests</Tabs.Tab>
          <Tabs.Tab value="all">All Teams</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="my-team">
          <OwnTeamPanel user={user.data} />
        </Tabs.Panel>
        <Tabs.Panel value="requests">
          <TeamRequestsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="all">
          <AllTeamsPanel user={user.data} />
        </Tabs.Panel>
      </Tabs>
    );
  } else content = <OwnTeamPanel user={user.data} />;

  return <Page title="My Team">{content}</Page>;
}
