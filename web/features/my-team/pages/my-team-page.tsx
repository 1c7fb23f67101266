import { Tabs } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { actionPaths } from '../../../../common/api/links';
import { m } from '../../../../common/i18n/messages';
import { canSeeTeamRequests } from '../../../../common/policies/teams';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { TeamCardSkeleton } from '../../../components/ui/skeletons';
import { can } from '../../../lib/authorization';
import { useCurrentUser } from '../../../lib/queries/get-user-by-token';
import { useHashTarget } from '../../../lib/use-hash-target';
import { AllTeamsPanel } from '../components/all-teams-panel';
import { OwnTeamPanel } from '../components/own-team-panel';
import { TeamRequestsPanel } from '../components/team-requests-panel';
import { useFetchErrorAlert } from '../hooks/use-fetch-error-alert';

const TEAM_REQUESTS_HASH = actionPaths.teamRequests.slice(actionPaths.teamRequests.indexOf('#'));

/** `lead`: what web/app puts above the team (the To do list). */
export function MyTeamPage({ lead }: { lead?: ReactNode }) {
  const user = useCurrentUser();
  useFetchErrorAlert(user.error, 'the current user', m.dashboard_myteam_fetch_team_failed());
  const { hash, key } = useLocation();
  const [tab, setTab] = useState(hash === TEAM_REQUESTS_HASH ? 'requests' : 'my-team');
  const [navigation, setNavigation] = useState(key);
  // A link to the team requests (actionPaths.teamRequests) opens their tab, also from this page.
  if (navigation !== key) {
    setNavigation(key);
    if (hash === TEAM_REQUESTS_HASH) setTab('requests');
  }
  // Join requests (#requests-<team>) and team requests (#team-requests) are deep-link targets.
  useHashTarget(!user.isPending);

  let content: ReactNode;
  if (user.isPending) content = <TeamCardSkeleton />;
  else if (!user.data) content = <EmptyState>{m.dashboard_myteam_no_team()}</EmptyState>;
  else if (can(user.data, canSeeTeamRequests)) {
    content = (
      // Panels mount only when opened, so each tab loads its data on first visit.
      <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="my-team">{m.dashboard_myteam_tab_my_team()}</Tabs.Tab>
          <Tabs.Tab value="requests">{m.dashboard_myteam_tab_requests()}</Tabs.Tab>
          <Tabs.Tab value="all">{m.dashboard_myteam_tab_all()}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="my-team">
          <OwnTeamPanel user={user.data} />
        </Tabs.Panel>
        <Tabs.Panel value="requests">
          <div id="team-requests">
            <TeamRequestsPanel />
          </div>
        </Tabs.Panel>
        <Tabs.Panel value="all">
          <AllTeamsPanel user={user.data} />
        </Tabs.Panel>
      </Tabs>
    );
  } else content = <OwnTeamPanel user={user.data} />;

  return (
    <Page title={m.dashboard_myteam_title()}>
      {lead}
      {content}
    </Page>
  );
}
