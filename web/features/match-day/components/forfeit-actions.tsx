import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ApiAnswer, Match, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { forfeitDeclarationOpen, noShowClaimOpen, otherTeam } from '../../../../common/league/forfeits';
import {
  canClaimNoShow,
  canConfirmNoShow,
  canDeclareForfeit,
  type ForfeitFacts,
} from '../../../../common/policies/forfeits';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { actorOf, matchFactsOf } from '../../../lib/authorization';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import {
  claimNoShow,
  confirmNoShow,
  declareForfeit,
  noShowClaimsKey,
  useNoShowClaims,
} from '../api/forfeits';
import { DeclareForfeitDialog } from './declare-forfeit-dialog';
import type { Viewer } from './match-card';
import { teamName } from './match-texts';

const VIEWS = [...LEAGUE_VIEWS, noShowClaimsKey];
type Asking = 'declare' | 'claim' | 'confirm' | null;

/**
 * A match that will not be played (docs/PRODUCT.md#forfeits-and-unplayed-matches), on its card:
 * "We cannot play" for a captain until 24 hours before the kick-off, "They did not come" from then
 * on (not once a result was suggested), "Confirm no-show" for an appointed referee or an admin once
 * reported; each asks once and names the consequence. A final forfeit says which team could not play.
 */
export function ForfeitActions({
  match,
  teams,
  viewer,
}: {
  match: Match;
  teams: ReadonlyMap<number, Team>;
  viewer: Viewer;
}) {
  const { run, pending } = useAction(VIEWS);
  const [asking, setAsking] = useState<Asking>(null);
  const actor = actorOf(viewer.user);
  const facts: ForfeitFacts = {
    ...matchFactsOf(match),
    refereeId: match.referee_id,
    refereeId2: match.referee_id_2,
  };
  const kickOff = match.date === 'tbd' ? null : match.date;
  const now = new Date();
  const final = match.results.find((result) => result.is_final);
  const teamsKnown = match.home_id !== null && match.guest_id !== null;
  const mayDeclare = teamsKnown && canDeclareForfeit(actor, facts) && forfeitDeclarationOpen(kickOff, now);
  // A suggested result says the match was played: the server refuses a claim then (409), a dispute is an admin's.
  const suggested = match.results.some((result) => !result.is_final);
  const mayClaim = teamsKnown && !suggested && canClaimNoShow(actor, facts) && noShowClaimOpen(kickOff, now);
  const mayConfirm = teamsKnown && !final && canConfirmNoShow(actor, facts);
  const claims = useNoShowClaims(match.season_id, (mayClaim || mayConfirm) && kickOff !== null);
  const claim = Array.isArray(claims.data) ? claims.data.find((c) => c.match_id === match.id) : undefined;
  const name = (id: number | null) => teamName(teams, id, null);
  const title = `${name(match.home_id)} – ${name(match.guest_id)}`;
  const own = actor.memberOf;
  const opponent = own === null ? null : otherTeam({ homeId: match.home_id, guestId: match.guest_id }, own);
  const accused =
    claim?.team_id == null
      ? null
      : otherTeam({ homeId: match.home_id, guestId: match.guest_id }, claim.team_id);

  if (final) {
    if (!final.forfeit || final.forfeit_team_id === null) return null;
    return <Text size="sm">{m.dashboard_forfeit_lost_line({ team: name(final.forfeit_team_id) })}</Text>;
  }
  if (!mayDeclare && !mayClaim && !(claim && mayConfirm)) return null;

  const act = async (request: () => Promise<ApiAnswer<unknown>>, kind: Asking) => {
    const done = await run(request, {
      success:
        kind === 'declare'
          ? m.dashboard_forfeit_declared()
          : kind === 'claim'
            ? m.dashboard_no_show_claimed()
            : m.dashboard_no_show_confirmed(),
      subject: title,
      failure:
        kind === 'declare'
          ? m.dashboard_forfeit_declare_failed()
          : kind === 'claim'
            ? m.dashboard_no_show_claim_failed()
            : m.dashboard_no_show_confirm_failed(),
    });
    if (done) setAsking(null);
  };

  return (
    <Stack gap="xs">
      {claim && (
        <Text size="sm">
          {m.dashboard_no_show_pending({ team: name(claim.team_id), other: name(accused) })}
        </Text>
      )}
      {mayDeclare && (
        <Button variant="outline" color="red.9" onClick={() => setAsking('declare')}>
          {m.dashboard_forfeit_declare()}
        </Button>
      )}
      {mayClaim && !claim && claims.isSuccess && (
        <Button variant="outline" onClick={() => setAsking('claim')}>
          {m.dashboard_no_show_claim()}
        </Button>
      )}
      {claim && mayConfirm && (
        <Button variant="light" onClick={() => setAsking('confirm')}>
          {m.dashboard_no_show_confirm()}
        </Button>
      )}
      <DeclareForfeitDialog
        opened={asking === 'declare'}
        matchTitle={title}
        team={name(own)}
        pending={pending}
        onConfirm={(reason) => void act(() => declareForfeit(match.id, reason), 'declare')}
        onClose={() => setAsking(null)}
      />
      <ConfirmModal
        opened={asking === 'claim'}
        title={m.dashboard_no_show_claim_title({ team: name(opponent) })}
        message={m.dashboard_no_show_claim_text({ team: name(opponent) })}
        confirmLabel={m.dashboard_no_show_claim()}
        pending={pending}
        onConfirm={() => void act(() => claimNoShow(match.id), 'claim')}
        onClose={() => setAsking(null)}
      />
      <ConfirmModal
        opened={asking === 'confirm'}
        title={m.dashboard_no_show_confirm_title({ team: name(accused) })}
        message={m.dashboard_no_show_confirm_text({ team: name(accused), match: title })}
        confirmLabel={m.dashboard_no_show_confirm()}
        danger
        pending={pending}
        onConfirm={() => void act(() => confirmNoShow(match.id), 'confirm')}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
