import { Button } from '@mantine/core';
import { useState } from 'react';
import type { Match, Result, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { acceptResult } from '../api/accept-result';
import { teamName } from './match-texts';

const scoreOf = (result: Result) => `${result.score_home}:${result.score_guest}`;

/**
 * Accept of a pending result, asked once (decision 080): a final result counts in the table at
 * once and nobody can change it, so the dialog says so; when the match is disputed, it names the
 * other suggestion the accept drops.
 */
export function AcceptResultButton({
  match,
  result,
  teams,
}: {
  match: Match;
  result: Result;
  teams: ReadonlyMap<number, Team>;
}) {
  const { run, pending } = useAction(LEAGUE_VIEWS);
  const [asking, setAsking] = useState(false);
  const score = scoreOf(result);
  const title = `${teamName(teams, match.home_id, match.home_source)} ${score} ${teamName(teams, match.guest_id, match.guest_source)}`;
  const others = match.results.filter((other) => !other.is_final && other.id !== result.id);

  async function accept() {
    const accepted = await run(() => acceptResult(result.id), {
      success: m.dashboard_match_accepted(),
      subject: title,
      failure: m.dashboard_match_accept_failed(),
    });
    if (accepted) setAsking(false);
  }

  return (
    <>
      <Button
        size="xs"
        loading={pending}
        aria-label={m.dashboard_match_accept_label({ score })}
        onClick={() => setAsking(true)}
      >
        {m.dashboard_match_accept()}
      </Button>
      <ConfirmModal
        opened={asking}
        title={m.dashboard_match_accept_confirm_title({ score })}
        message={
          others.length > 0
            ? m.dashboard_match_pick_confirm_text({ match: title, other: others.map(scoreOf).join(', ') })
            : m.dashboard_match_accept_confirm_text({ match: title })
        }
        confirmLabel={m.dashboard_match_accept()}
        pending={pending}
        onConfirm={() => void accept()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
