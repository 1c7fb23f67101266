import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { m } from '../../../../common/i18n/messages';
import { PushFollowSwitch } from '../../../components/ui/push-follow-switch';
import { accountPush, PushRefused, type PushSupport, pushSupport, setAccountPush } from '../../../lib/push';

/**
 * The Settings page's push card (decision 091): the user's own notification items on this device
 * (a push opened within 10 minutes spares its mail), and the switch for the user's own team;
 * other teams are followed from their team pages.
 */
export function PushCard({ team }: { team: { id: number; name: string } | null }) {
  // Known after mounting only, as the switch's (push-follow-switch.tsx).
  const [support, setSupport] = useState<PushSupport>('unsupported');
  const [on, setOn] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setSupport(pushSupport());
    setOn(accountPush());
  }, []);

  async function change(next: boolean) {
    setPending(true);
    setProblem(null);
    try {
      await setAccountPush(next);
      setOn(next);
    } catch (error) {
      setProblem(
        error instanceof PushRefused
          ? error.reason === 'denied'
            ? m.public_push_denied()
            : m.public_push_no_worker()
          : m.public_push_failed(),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h4" mb="xs">
        {m.public_push_settings_title()}
      </Title>
      <Stack gap="sm">
        <Text>{m.public_push_settings_intro()}</Text>
        {support === 'ios-home-screen' && (
          <Text size="sm" c="dimmed">
            {m.public_push_ios_home_screen()}
          </Text>
        )}
        {support === 'supported' && (
          <>
            <Switch
              checked={on}
              disabled={pending}
              onChange={(event) => void change(event.currentTarget.checked)}
              label={m.public_push_account()}
              description={m.public_push_account_description()}
            />
            {problem && (
              <Text size="sm" c="red" role="alert">
                {problem}
              </Text>
            )}
            {team && <PushFollowSwitch teamId={team.id} teamName={team.name} />}
          </>
        )}
      </Stack>
    </Card>
  );
}
