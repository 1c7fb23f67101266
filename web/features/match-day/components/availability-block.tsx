import { Stack, Text } from '@mantine/core';
import type { Squad } from '../../../../common/api/availability';
import type { Match, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { availabilityOpen } from '../../../../common/league/availability';
import { playingTeamIn } from '../../../../common/policies/availability';
import { AvailabilityButtons } from '../../../components/ui/availability-buttons';
import { SquadPlayers, SquadSummary } from '../../../components/ui/squad-summary';
import { actorOf } from '../../../lib/authorization';
import { useSquad } from '../../../lib/availability';
import type { User } from '../../../lib/queries/get-user-by-token';
import { useTeamSquad } from '../api/team-squad';
import { teamName } from './match-texts';

interface AvailabilityBlockProps {
  match: Match;
  teams: ReadonlyMap<number, Team>;
  user: User;
}

/**
 * Who is coming (docs/PRODUCT.md#availability), on the match card: a player of either team answers
 * in one tap and sees the own team's count with its names, a captain reminds the rest; an admin,
 * in neither team, sees both teams' counts of a dated match until kick-off. Nothing for anyone else, nor once the result is final.
 */
export function AvailabilityBlock({ match, teams, user }: AvailabilityBlockProps) {
  const final = match.results.some((result) => result.is_final);
  if (final) return null;
  if (user.role === 'ADMIN') {
    // Until kick-off: afterwards who came is the result's or a no-show claim's to say.
    const dated = match.date !== 'tbd' && availabilityOpen(new Date(match.date), new Date());
    return dated ? <BothSquads match={match} teams={teams} /> : null;
  }
  return <OwnSquad match={match} user={user} />;
}

function OwnSquad({ match, user }: { match: Match; user: User }) {
  const team = playingTeamIn(actorOf(user), { homeId: match.home_id, guestId: match.guest_id });
  const squad = useSquad(match.id, team !== null);
  if (team === null) return null;
  const kickOff = match.date === 'tbd' ? null : new Date(match.date);
  // Only a squad's answer is shown: the count is extra on the card, never what breaks it.
  const data = Array.isArray(squad.data?.players) ? squad.data : undefined;
  const mine = data?.players.find((player) => player.user_id === user.id);
  return (
    <Stack gap={6}>
      <AvailabilityButtons
        matchId={match.id}
        current={data ? (mine?.status ?? null) : undefined}
        closed={!availabilityOpen(kickOff, new Date())}
      />
      {data && <SquadSummary squad={data} canRemind={user.role === 'CAPTAIN'} />}
    </Stack>
  );
}

/**
 * An admin's view, one line on the card: "Who is coming: 8/11 – 2/11" in the card's home – guest
 * order (a short team's count in red), which opens each team's count, other answers and names.
 * One line because an admin's week lists every match, and a phone's page stays within four
 * screens (e2e/short-pages.test.ts).
 */
function BothSquads({ match, teams }: { match: Match; teams: ReadonlyMap<number, Team> }) {
  const home = useTeamSquad(match.id, match.home_id ?? 0, match.home_id !== null);
  const guest = useTeamSquad(match.id, match.guest_id ?? 0, match.guest_id !== null);
  const squads = [home.data, guest.data].filter((squad): squad is Squad => Array.isArray(squad?.players));
  if (match.home_id === null || match.guest_id === null || squads.length < 2) return null;
  return (
    <details>
      <summary>
        <Text span size="sm">
          {m.dashboard_squad_names()}:{' '}
        </Text>
        {squads.map((squad, index) => (
          <Text
            key={squad.team_id}
            span
            size="sm"
            fw={700}
            c={squad.yes < squad.minimum ? 'red.9' : undefined}
          >
            {index > 0 && ' – '}
            {squad.yes}/{squad.minimum}
          </Text>
        ))}
      </summary>
      <Stack gap={6}>
        {squads.map((squad) => (
          <TeamSquad key={squad.team_id} squad={squad} name={teamName(teams, squad.team_id, null)} />
        ))}
      </Stack>
    </details>
  );
}

function TeamSquad({ squad, name }: { squad: Squad; name: string }) {
  return (
    <section aria-label={name}>
      <Text size="sm" fw={600}>
        {name}:{' '}
        <Text span size="sm" fw={700} c={squad.yes < squad.minimum ? 'red.9' : undefined}>
          {m.dashboard_squad_count({ yes: squad.yes, minimum: squad.minimum })}
        </Text>
      </Text>
      <Text size="sm" c="dimmed">
        {m.dashboard_squad_counts_detail({ maybe: squad.maybe, no: squad.no, unanswered: squad.unanswered })}
      </Text>
      <SquadPlayers players={squad.players} />
    </section>
  );
}
