import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { m } from '../../../../common/i18n/messages';
import { ImageInput } from '../../../components/ui/image-input';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSession } from '../../../lib/session';
import { TEAM_VIEWS, useAction } from '../../../lib/use-action';
import { useLogError } from '../../../lib/use-log-error';
import { createTeam } from '../api/create-team';
import { useLeagueSettings } from '../api/get-settings';
import { TeamNameFields, useTeamNames } from './team-name-fields';

/** Registers a team; the creator becomes its pending captain until an admin accepts it. */
export function CreateTeamForm() {
  const settings = useLeagueSettings();
  useLogError(settings.error, 'the league settings');
  const { signIn } = useSession();
  const { run, pending } = useAction(TEAM_VIEWS);
  const names = useTeamNames();
  const [logo, setLogo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await names.checked();
    if (!checked) return;
    const team = { ...checked, ...(logo ? { logo } : {}) };
    await run(() => createTeam(team), {
      success: m.dashboard_myteam_successful(),
      subject: checked.name,
      failure: m.dashboard_myteam_create_failed(),
      // The role changed, so the old token died: the answer carries the new session.
      onSuccess: (answer) => signIn({ access_token: answer.access_token }),
    });
  }

  if (settings.isPending) return <PageLoader label={m.dashboard_myteam_loading_registration()} />;

  return (
    <Card withBorder padding="lg" radius="md" maw={520} w="100%" mx="auto">
      {settings.data?.registration_open === false ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {m.dashboard_myteam_registration_closed()}
          </Title>
          <Text>{m.dashboard_myteam_registration_closed_text()}</Text>
        </Stack>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            <Title order={2} size="h4">
              {m.dashboard_myteam_register_heading()}
            </Title>
            <Text size="sm">{m.dashboard_myteam_register_intro()}</Text>
            <TeamNameFields names={names} />
            <ImageInput kind="logo" onChange={setLogo} />
            <Button type="submit" loading={pending}>
              {m.dashboard_myteam_create_team()}
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}
