import { Card, Stack, Text, Title } from '@mantine/core';
import { m } from '../../../../common/i18n/messages';
import { PushFollowSwitch } from '../../../components/ui/push-follow-switch';

/**
 * The Settings page's push card (decision 091): what push brings, and the switch for the user's
 * own team; other teams are followed from their team pages.
 */
export function PushCard({ team }: { team: { id: number; name: string } | null }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h4" mb="xs">
        {m.public_push_settings_title()}
      </Title>
      <Stack gap="sm">
        <Text>{m.public_push_settings_intro()}</Text>
        {team && <PushFollowSwitch teamId={team.id} teamName={team.name} />}
      </Stack>
    </Card>
  );
}
