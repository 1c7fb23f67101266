import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../lib/paths';

/** Landing spot for /dashboard and unknown dashboard paths; my-team is the dashboard's home. */
export function WelcomePage() {
  const navigate = useNavigate();

  useEffect(() => {
    void navigate(paths.dashboard.myTeam, { replace: true });
  }, [navigate]);

  return (
    <Page title="Welcome" size="sm">
      <Text>Taking you to your team…</Text>
    </Page>
  );
}
