import { Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { m } from '../../../common/i18n/messages';
import { follow, followedTeams, PushRefused, type PushSupport, pushSupport, unfollow } from '../../lib/push';

/**
 * "Follow with push" for one team (decision 091): kick-off, goals and full time of its matches on
 * this device, with or without an account. On an iPhone outside the home-screen app it explains
 * instead, since Safari offers push only there (iOS 16.4+); elsewhere without push it shows nothing.
 */
export function PushFollowSwitch({
  teamId,
  teamName,
  mb,
}: {
  teamId: number;
  teamName: string;
  /** Space below, where the switch is shown. */
  mb?: string;
}) {
  // Known after mounting only: the server renders the page without the browser's facts, and the
  // first render in the browser must match it.
  const [support, setSupport] = useState<PushSupport>('unsupported');
  const [on, setOn] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setSupport(pushSupport());
    setOn(followedTeams().includes(teamId));
  }, [teamId]);

  if (support === 'unsupported') return null;
  if (support === 'ios-home-screen') {
    return (
      <Text size="sm" c="dimmed" mb={mb}>
        {m.public_push_ios_home_screen()}
      </Text>
    );
  }

  async function change(next: boolean) {
    setPending(true);
    setProblem(null);
    try {
      await (next ? follow(teamId) : unfollow(teamId));
      setOn(next);
    } catch (error) {
      setProblem(
        error instanceof PushRefused && error.reason === 'denied'
          ? m.public_push_denied()
          : error instanceof PushRefused
            ? m.public_push_no_worker()
            : m.public_push_failed(),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack gap={4} mb={mb}>
      <Switch
        checked={on}
        disabled={pending}
        onChange={(event) => void change(event.currentTarget.checked)}
        label={m.public_push_follow()}
        description={m.public_push_follow_description({ team: teamName })}
      />
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
