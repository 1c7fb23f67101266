import { Alert, Button, NumberInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LIVE_MINUTE_MAX } from '../../../../common/api/live';
import type { Match } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { isKnockoutStage } from '../../../../common/league/bracket';
import { LIVE_WINDOW_HOURS, type LiveWindowRefusal } from '../../../../common/league/live';
import { liveRecording } from '../../../lib/authorization';
import { formatDateTime } from '../../../lib/dates';
import type { User } from '../../../lib/queries/get-user-by-token';
import { dismissRefusal, type QueuedEvent } from '../api/live-queue';
import { type Scorer, useLiveEvents, useLiveQueue, useRecorder } from '../api/use-live';
import { FullTimeDialog } from './full-time-dialog';
import classes from './live.module.css';
import { LiveEventList, Scoreboard } from './live-board';
import { currentMinute, shownLive } from './live-state';
import { type PickedGoal, ScorerPicker } from './scorer-picker';

export interface LiveSide {
  id: number;
  name: string;
}

interface LiveScreenProps {
  match: Match;
  home: LiveSide;
  guest: LiveSide;
  user: User;
  scorers: { home: Scorer[]; guest: Scorer[] };
}

const WINDOW_TEXT: Record<LiveWindowRefusal, (match: Match) => string> = {
  live_before_kick_off: (match) => m.dashboard_live_before_kick_off({ when: formatDateTime(match.date) }),
  live_window_closed: () => m.dashboard_live_closed({ hours: LIVE_WINDOW_HOURS }),
  result_already_final: () => m.dashboard_live_final(),
  live_match_undated: () => m.dashboard_live_undated(),
};

/** The clock the minute and the window go by, moved on every 15 seconds. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The big-button screen a referee or captain records a match with on the pitch (docs/PRODUCT.md#
 * live-match-day): the score and its events for everyone, the buttons for recorders within the
 * window. Taps go through the queue (decision 086), so the score moves at once, online or not.
 */
export function LiveScreen({ match, home, guest, user, scorers }: LiveScreenProps) {
  const now = useNow();
  const live = useLiveEvents(match.id, true).data;
  const queue = useLiveQueue();
  const record = useRecorder(user);
  const [minuteInput, setMinuteInput] = useState<number | string>('');
  // The side of the goal being picked; `open` false keeps it named while the dialog fades out.
  const [picking, setPicking] = useState<{ side: 'home' | 'guest'; open: boolean }>({
    side: 'home',
    open: false,
  });
  const [whistle, setWhistle] = useState(false);
  const waiting = queue.events.filter((event) => event.match_id === match.id && event.user_id === user.id);
  const shown = shownLive(live, waiting, queue.mine[match.id] ?? [], { homeId: home.id, guestId: guest.id });
  const names = { homeId: home.id, home: home.name, guest: guest.name };
  const auto = currentMinute(shown.events, match.date === 'tbd' ? null : match.date, now);
  // At the tap, by the clock of the tap: the screen's clock moves only every 15 seconds.
  const minuteNow = () =>
    (typeof minuteInput === 'number'
      ? minuteInput
      : currentMinute(shown.events, match.date === 'tbd' ? null : match.date, new Date())) ?? undefined;
  const { allowed, refusal } = liveRecording(user, match, now);
  const refusals = queue.refusals.filter((shownRefusal) => shownRefusal.match_id === match.id);

  const tap = (event: Pick<QueuedEvent, 'kind'> & Partial<QueuedEvent>) => {
    record({ match_id: match.id, player_name: null, ...event });
    setMinuteInput('');
  };
  const goal = (side: 'home' | 'guest', picked: PickedGoal) => {
    setPicking({ side, open: false });
    tap({
      kind: picked.kind,
      team_id: side === 'home' ? home.id : guest.id,
      player_id: picked.scorer?.id,
      player_name: picked.scorer?.name ?? null,
      minute: minuteNow(),
    });
  };
  const { status } = shown;
  const open = status !== 'finished';

  return (
    <Stack gap="md">
      <Scoreboard live={shown} names={names} />
      {waiting.length > 0 && (
        <Alert color="yellow" variant="light" p="xs">
          {m.dashboard_live_waiting({ count: waiting.length })}
        </Alert>
      )}
      {refusals.map((shownRefusal) => (
        <Alert
          key={shownRefusal.event_id}
          color="red.9"
          variant="light"
          p="xs"
          withCloseButton
          closeButtonLabel={m.dashboard_live_refused_close()}
          onClose={() => dismissRefusal(shownRefusal.event_id)}
        >
          {m.dashboard_live_refused({ sentence: shownRefusal.sentence })}
        </Alert>
      ))}
      {!allowed ? (
        <Text c="dimmed">{m.dashboard_live_not_allowed()}</Text>
      ) : refusal !== null ? (
        <Text c="dimmed">{WINDOW_TEXT[refusal](match)}</Text>
      ) : (
        <div className={classes.buttons}>
          {!open && <Text className={classes.wide}>{m.dashboard_live_finished_note()}</Text>}
          {open &&
            (['home', 'guest'] as const).map((side) => (
              <Button
                key={side}
                className={classes.big}
                size="lg"
                onClick={() => setPicking({ side, open: true })}
              >
                {m.dashboard_live_goal_button({ team: (side === 'home' ? home : guest).name })}
              </Button>
            ))}
          {(status === 'not_started' || status === 'halftime') && (
            <Button
              className={`${classes.big} ${classes.wide}`}
              variant="light"
              size="lg"
              onClick={() => tap({ kind: 'kickoff' })}
            >
              {status === 'halftime' ? m.dashboard_live_kickoff_second() : m.dashboard_live_kickoff()}
            </Button>
          )}
          {status === 'first_half' && (
            <Button
              className={classes.big}
              variant="light"
              size="lg"
              onClick={() => tap({ kind: 'halftime', minute: minuteNow() })}
            >
              {m.dashboard_live_halftime()}
            </Button>
          )}
          {status !== 'not_started' && open && (
            <Button
              className={status === 'first_half' ? classes.big : `${classes.big} ${classes.wide}`}
              variant="light"
              size="lg"
              onClick={() => setWhistle(true)}
            >
              {m.dashboard_live_fulltime()}
            </Button>
          )}
          {open && (
            <NumberInput
              label={m.dashboard_live_minute()}
              description={m.dashboard_live_minute_hint()}
              value={minuteInput === '' ? (auto ?? '') : minuteInput}
              onChange={setMinuteInput}
              min={0}
              max={LIVE_MINUTE_MAX}
              allowDecimal={false}
              size="lg"
              className={classes.wide}
            />
          )}
          <Button
            className={`${classes.big} ${classes.wide}`}
            variant="default"
            size="lg"
            disabled={shown.events.length === 0}
            onClick={() => tap({ kind: 'undo' })}
          >
            {m.dashboard_live_undo()}
          </Button>
        </div>
      )}
      <LiveEventList events={shown.events} names={names} />
      <ScorerPicker
        opened={picking.open}
        side={{ name: (picking.side === 'home' ? home : guest).name, players: scorers[picking.side] }}
        other={
          picking.side === 'guest'
            ? { name: home.name, players: scorers.home }
            : { name: guest.name, players: scorers.guest }
        }
        onPick={(picked) => goal(picking.side, picked)}
        onClose={() => setPicking({ ...picking, open: false })}
      />
      <FullTimeDialog
        opened={whistle}
        home={{ ...home, goals: shown.home }}
        guest={{ ...guest, goals: shown.guest }}
        shootout={isKnockoutStage(match.match_stage) && shown.home === shown.guest}
        onConfirm={(winner) => {
          setWhistle(false);
          tap({ kind: 'fulltime', minute: minuteNow(), shootout_winner_id: winner });
        }}
        onClose={() => setWhistle(false)}
      />
    </Stack>
  );
}
