import { List, Text, Title } from '@mantine/core';
import { m } from '../../../../common/i18n/messages';
import type { LiveStatus } from '../../../../common/league/live';
import classes from './live.module.css';
import type { ShownEvent, ShownLive } from './live-state';

const STATUS: Record<LiveStatus, () => string> = {
  not_started: m.dashboard_live_status_not_started,
  first_half: m.dashboard_live_status_first_half,
  halftime: m.dashboard_live_status_halftime,
  second_half: m.dashboard_live_status_second_half,
  finished: m.dashboard_live_status_finished,
};

interface Names {
  homeId: number;
  home: string;
  guest: string;
}

/** The score, big, with the status under it. */
export function Scoreboard({ live, names }: { live: ShownLive; names: Names }) {
  return (
    <div>
      <div
        className={classes.scoreboard}
        role="status"
        aria-label={m.dashboard_live_score_label({
          home: names.home,
          homeGoals: live.home,
          guest: names.guest,
          guestGoals: live.guest,
        })}
      >
        <span className={classes.side}>{names.home}</span>
        <span aria-hidden className={classes.goals}>
          {live.home}:{live.guest}
        </span>
        <span className={classes.side}>{names.guest}</span>
      </div>
      <Text ta="center" fw={600} c="league.7" mt={4}>
        {STATUS[live.status]()}
      </Text>
    </div>
  );
}

function eventText(event: ShownEvent, names: Names): string {
  const team = event.team_id === names.homeId ? names.home : names.guest;
  const scorer = event.player_name ?? m.dashboard_live_scorer_unknown();
  switch (event.kind) {
    case 'kickoff':
      return m.dashboard_live_kickoff();
    case 'halftime':
      return m.dashboard_live_halftime();
    case 'fulltime':
      return m.dashboard_live_fulltime();
    case 'goal':
      return m.dashboard_live_event_goal({ team, scorer });
    case 'own_goal':
      return m.dashboard_live_event_own_goal({ team, scorer });
  }
}

/** The events, newest first: minute, what happened, the score after a goal; waiting taps marked. */
export function LiveEventList({ events, names }: { events: ShownEvent[]; names: Names }) {
  return (
    <section aria-labelledby="live-events">
      <Title order={2} size="h4" id="live-events" mb="xs">
        {m.dashboard_live_events()}
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed">{m.dashboard_live_no_events()}</Text>
      ) : (
        <List listStyleType="none" spacing={4}>
          {[...events].reverse().map((event) => (
            <List.Item key={event.key}>
              {event.minute !== null && `${m.dashboard_live_minute_mark({ minute: event.minute })} `}
              {eventText(event, names)}
              {(event.kind === 'goal' || event.kind === 'own_goal') && ` (${event.home}:${event.guest})`}
              {event.waiting && (
                <Text span c="dimmed" size="sm">
                  {` – ${m.dashboard_live_event_waiting()}`}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
