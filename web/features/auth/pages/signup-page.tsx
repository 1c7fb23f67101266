import { Anchor, Button, Card, Checkbox, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fieldError, fieldErrors } from '../../../../common/api/field-errors';
import { newPasswordField } from '../../../../common/api/fields';
import { signupNamesForm } from '../../../../common/api/requests';
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
        Sign Up successfull!
      </Title>
      <Text mb="md">
        Please check your inbox and confirm your e-mail address before logging in. The mail should arrive
        within two minutes.
      </Text>
      <Button component={Link} to={paths.login} fullWidth>
        Log In
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
    if (!accepted)
      return fail('Bitte akzeptiere die Datenschutzrichtlinie und Nutzungsbedingungen.', 'warning');
    const found = fieldErrors<'name' | 'surname' | 'joined'>(signupNamesForm, { name: firstName, surname });
    setNameErrors(found);
    if (found.name || found.surname || found.joined) return;
    const e164 = toE164(phone);
    if (!e164) return fail('Please insert a valid phone number.');
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
      } else if (answer.error === 'user_exists') {
        fail('It seems like you already have an Account. Please try loggin in!', 'warning');
        void navigate(paths.login);
      } else fail('There was an error when creating your account. Please try again later!');
    } catch {
      fail('Fehler beim Erstellen deines Kontos. Bitte versuche es erneut!');
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <Page title="Sign Up" size="xs">
        <SignupSuccess />
      </Page>
    );
  }

  return (
    <Page title="Sign Up" size="xs">
      <Card withBorder padding="lg" radius="md">
        <form onSubmit={handleSubmit}>
          <Stack>
            <TextInput
              label="Name"
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
              label="Surname"
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
              label="E-Mail"
              type="email"
              autoComplete="email"
              required
              maxLength={LIMITS.emailMax}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordField
              label="Password"
              description={`At least ${LIMITS.passwordMin} characters`}
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
                  Ich akzeptiere die{' '}
                  <Anchor component={Link} to={paths.privacy} target="_blank" inherit>
                    Datenschutzerklärung
                  </Anchor>
                  , das{' '}
                  <Anchor component={Link} to={paths.imprint} target="_blank" inherit>
                    Impressum
                  </Anchor>{' '}
                  und die{' '}
                  <Anchor component={Link} to={paths.terms} target="_blank" inherit>
                    Nutzungsbedingungen
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
              Sign Up
            </Button>
            {!accepted && (
              <Text id="signup-missing" size="sm" c="dimmed" ta="center" mt={-8}>
                To sign up, tick the box above: you accept the privacy policy, the imprint and the terms.
              </Text>
            )}
          </Stack>
        </form>
        <Divider label="OR" labelPosition="center" my="md" />
        <Button component={Link} to={paths.login} variant="outline" fullWidth>
          Log In
        </Button>
      </Card>
    </Page>
  );
}
