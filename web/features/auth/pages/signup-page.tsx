import { Anchor, Button, Card, Checkbox, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fieldError, fieldErrors } from '../../../../common/api/field-errors';
import { newPasswordField } from '../../../../common/api/fields';
import { signupNamesForm } from '../../../../common/api/requests';
import { m } from '../../../../common/i18n/messages';
import { LIMITS } from '../../../../common/limits';
import { Page } from '../../../components/ui/page';
import { PasswordField } from '../../../components/ui/password-field';
import { PhoneField } from '../../../components/ui/phone-field';
import { useAlert } from '../../../lib/alert';
import { paths } from '../../../lib/paths';
import { DEFAULT_COUNTRY, type PhoneValue, toE164 } from '../../../lib/phone';
import { signup } from '../api/signup';
import { rememberSignupAddress } from '../signup-address';

function SignupSuccess() {
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h3" mb="sm">
        {m.auth_signup_success_title()}
      </Title>
      <Text mb="md">{m.auth_signup_success_text()}</Text>
      <Button component={Link} to={paths.login} fullWidth>
        {m.auth_log_in_button()}
      </Button>
    </Card>
  );
}

export function SignupPage() {
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const [firstName, setFirstName] = useState('');
  const [surname, setSurname] = useState('');
  const [nameErrors, setNameErrors] = useState<Partial<Record<'name' | 'surname' | 'joined', string>>>({});
  const [phone, setPhone] = useState<PhoneValue>({ country: DEFAULT_COUNTRY, national: '' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  function fail(message: string, type: 'warning' | 'error' = 'error') {
    showAlert(message, type);
    setPassword('');
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!accepted) return fail(m.auth_terms_warning(), 'warning');
    const found = fieldErrors<'name' | 'surname' | 'joined'>(signupNamesForm, { name: firstName, surname });
    setNameErrors(found);
    if (found.name || found.surname || found.joined) return;
    const e164 = toE164(phone);
    if (!e164) return fail(m.auth_phone_invalid());
    const passwordProblem = fieldError(newPasswordField, password);
    if (passwordProblem) return fail(passwordProblem);

    setPending(true);
    try {
      const answer = await signup({
        email,
        password,
        name: `${firstName.trim()} ${surname.trim()}`,
        phone: e164,
      });
      if (answer.status) {
        rememberSignupAddress(email.trim());
        setDone(true);
      } else if (answer.code === 'user_exists') {
        fail(m.auth_user_exists(), 'warning');
        void navigate(paths.login);
      } else fail(m.auth_signup_failed());
    } catch {
      fail(m.auth_signup_network_error());
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <Page title={m.common_title_signup()} size="xs">
        <SignupSuccess />
      </Page>
    );
  }

  return (
    <Page title={m.common_title_signup()} size="xs">
      <Card withBorder padding="lg" radius="md">
        <form onSubmit={handleSubmit}>
          <Stack>
            <TextInput
              label={m.auth_first_name()}
              autoComplete="given-name"
              required
              maxLength={LIMITS.nameMax}
              value={firstName}
              // Too long together: the message is on Surname, Name is only marked.
              error={nameErrors.name ?? Boolean(nameErrors.joined)}
              onChange={(event) => {
                setFirstName(event.currentTarget.value);
                setNameErrors({});
              }}
            />
            <TextInput
              label={m.auth_surname()}
              autoComplete="family-name"
              required
              maxLength={LIMITS.nameMax}
              value={surname}
              error={nameErrors.surname ?? nameErrors.joined}
              onChange={(event) => {
                setSurname(event.currentTarget.value);
                setNameErrors({});
              }}
            />
            <PhoneField value={phone} onChange={setPhone} required />
            <TextInput
              label={m.auth_email()}
              type="email"
              autoComplete="email"
              required
              maxLength={LIMITS.emailMax}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordField
              label={m.auth_password()}
              description={m.auth_password_hint({ min: LIMITS.passwordMin })}
              autoComplete="new-password"
              required
              maxLength={LIMITS.passwordMax}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Checkbox
              // Required, but not natively: the browser would block the submit that shows the warning.
              aria-required
              checked={accepted}
              onChange={(event) => setAccepted(event.currentTarget.checked)}
              label={
                <>
                  {/* The specification's German sentence, in both languages (decision 031). */}
                  {m.auth_consent_before()}{' '}
                  <Anchor component={Link} to={paths.privacy} target="_blank" inherit>
                    {m.auth_consent_privacy()}
                  </Anchor>
                  {m.auth_consent_between()}{' '}
                  <Anchor component={Link} to={paths.imprint} target="_blank" inherit>
                    {m.auth_consent_imprint()}
                  </Anchor>{' '}
                  {m.auth_consent_and()}{' '}
                  <Anchor component={Link} to={paths.terms} target="_blank" inherit>
                    {m.auth_consent_terms()}
                  </Anchor>
                  .
                </>
              }
            />
            {/* Looks and reads as disabled until the terms are ticked, yet a submit (Enter, a click)
                still reaches handleSubmit, which says why (docs/PRODUCT.md#validation). */}
            <Button
              type="submit"
              data-disabled={!accepted || undefined}
              aria-disabled={!accepted || undefined}
              aria-describedby={accepted ? undefined : 'signup-missing'}
              disabled={pending}
              loading={pending}
              fullWidth
            >
              {m.auth_signup_button()}
            </Button>
            {!accepted && (
              <Text id="signup-missing" size="sm" c="dimmed" ta="center" mt={-8}>
                {m.auth_signup_missing()}
              </Text>
            )}
          </Stack>
        </form>
        <Divider label={m.auth_or()} labelPosition="center" my="md" />
        <Button component={Link} to={paths.login} variant="outline" fullWidth>
          {m.auth_log_in_button()}
        </Button>
      </Card>
    </Page>
  );
}
