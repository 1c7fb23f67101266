import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { Match } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { liveRecording } from '../../../lib/authorization';
import { paths } from '../../../lib/paths';
import type { User } from '../../../lib/queries/get-user-by-token';

/**
 * The way to the live screen (docs/PRODUCT.md#live-match-day), for whoever records the match's
 * events and only while they may: from the kick-off until 3 hours after it.
 */
export function LiveLink({ match, user }: { match: Match; user: User }) {
  const { allowed, refusal } = liveRecording(user, match);
  if (!allowed || refusal !== null) return null;
  return (
    <Button component={Link} to={paths.dashboard.liveMatch(match.id)} color="red.9" size="md">
      {m.dashboard_live_open()}
    </Button>
  );
}
