import { Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { ApiAnswer } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { useAlert } from '../../../lib/alert';
import { loadFieldChecks, prepareFieldChecks } from '../../../lib/field-checks';

interface EmailRequestFormProps {
  intro: string;
  submitLabel: string;
  send: (email: string) => Promise<ApiAnswer<null>>;
}

/** The one-field form behind "request new password" and "resend verification". */
export function EmailRequestForm({ intro, submitLabel, send }: EmailRequestFormProps) {
  const { showAlert } = useAlert();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      // The API's own check, in the page's language under the field (the browser's would say its own).
      const checked = (await loadFieldChecks()).emailField.safeParse(email);
      if (!checked.success) {
        setError(checked.error.issues[0]?.message ?? null);
        return;
      }
      const answer = await send(checked.data);
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
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label={m.auth_email()}
            type="email"
            autoComplete="email"
            required
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
              prepareFieldChecks();
            }}
          />
          <Button type="submit" loading={pending} fullWidth>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
