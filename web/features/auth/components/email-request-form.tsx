import { Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { ApiAnswer } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { useAlert } from '../../../lib/alert';

interface EmailRequestFormProps {
  intro: string;
  submitLabel: string;
  send: (email: string) => Promise<ApiAnswer<null>>;
}

/** The one-field form behind "request new password" and "resend verification". */
export function EmailRequestForm({ intro, submitLabel, send }: EmailRequestFormProps) {
  const { showAlert } = useAlert();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const answer = await send(email);
      if (answer.status) showAlert(m.auth_check_mailbox(), 'success');
      else showAlert(m.auth_request_failed(), 'error');
    } catch {
      showAlert(m.auth_request_failed(), 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <Card withBorder padding="lg" radius="md">
      <Text mb="md">{intro}</Text>
      <form onSubmit={handleSubmit}>
        <Stack>
          <TextInput
            label={m.auth_email()}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Button type="submit" loading={pending} fullWidth>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
