import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { m } from '../../../../common/i18n/messages';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../lib/paths';

/** Landing spot for /dashboard and unknown dashboard paths; my-team is the dashboard's home. */
export function WelcomePage() {
  const navigate = useNavigate();

  useEffect(() => {
    void navigate(paths.dashboard.myTeam, { replace: true });
  }, [navigate]);

  return (
    <Page title={m.common_title_welcome()} size="sm">
      <Text>{m.dashboard_account_welcome_redirect()}</Text>
    </Page>
  );
}
