import { Text } from '@mantine/core';
import type { Suspension } from '../../../common/api/discipline';
import type { Match } from '../../../common/api/types';
import { m } from '../../../common/i18n/messages';
import type { BanReason } from '../../../common/league/suspensions';
import { formatDateTime } from '../../lib/dates';

const REASONS: Record<BanReason, () => string> = {
  yellows: m.dashboard_suspensions_reason_yellows,
  yellow_red: m.dashboard_suspensions_reason_yellow_red,
  red: m.dashboard_suspensions_reason_red,
};

export const banReasonLabel = (reason: BanReason): string => REASONS[reason]();

/** A ban still to serve: not all of its matches are played. */
export const isCurrentBan = (ban: Suspension): boolean => ban.served < ban.matches;

/**
 * One ban (docs/PRODUCT.md#discipline): the player, why, how much of it is served, and the team's
 * match that ends it ("TUM Kickers, 14.05.2030 18:00"), or that the fixtures do not reach it yet.
 * `matches`: the season's, to name that match; `teamName`: a team's name by id.
 */
export function SuspensionText({
  ban,
  matches,
  teamName,
}: {
  ban: Suspension;
  matches: readonly Match[];
  teamName: (id: number | null) => string;
}) {
  const until = matches.find((match) => match.id === ban.until_match_id);
  const opponent = until && (until.home_id === ban.team_id ? until.guest_id : until.home_id);
  return (
    <>
      <Text size="sm">
        {m.dashboard_suspensions_line({
          name: ban.name,
          reason: banReasonLabel(ban.reason),
          served: ban.served,
          matches: ban.matches,
        })}
      </Text>
      {isCurrentBan(ban) && (
        <Text size="sm" c="dimmed">
          {until
            ? m.dashboard_suspensions_until({
                match: m.dashboard_suspensions_match({
                  opponent: teamName(opponent ?? null),
                  date: formatDateTime(until.date),
                }),
              })
            : m.dashboard_suspensions_until_open()}
        </Text>
      )}
    </>
  );
}
