import { Alert, Anchor, Button, Card, Divider, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { PasswordField } from '../../../components/ui/password-field';
import { useAlert } from '../../../lib/alert';
import { followAccountLocale } from '../../../lib/language';
import { paths, returnPath } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { login } from '../api/login';
import { forgetSignupAddress, rememberedSignupAddress } from '../signup-address';

/** The outcome of the mail's confirmation link, which redirects here with ?confirmed=1 or =0. */
function ConfirmationNotice({ confirmed }: { confirmed: string | null }) {
  if (confirmed === '1') {
    return (
      <Alert color="green.8" mb="md" role="status">
        Your e-mail address is confirmed. You can log in now.
      </Alert>
    );
  }
  if (confirmed === '0') {
    return (
      <Alert color="orange.9" mb="md" role="alert">
        This confirmation link is invalid or has expired.{' '}
        <Anchor component={Link} to={paths.resendVerification} inherit>
          Request a new confirmation mail
        </Anchor>
      </Alert>
    );
  }
  return null;
}

export function LoginPage() {
  const { showAlert } = useAlert();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  // After a sign-up on this device (the confirmation link lands here), the address is known.
  // Read after the first render: the prerendered form has no storage to read.
  useEffect(() => {
    const remembered = rememberedSignupAddress();
    if (remembered) setEmail((typed) => typed || remembered);
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const answer = await login({ email, password });
      if (answer.status) {
        showAlert('Login successfull!', 'success');
        forgetSignupAddress();
        signIn(answer.data.session);
        // Back to where the visitor was sent here from (a dashboard link in a mail, say); in the
        // account's language, loaded anew, when it is not this page's.
        const to = returnPath(searchParams.get('next')) ?? paths.dashboard.root;
        if (!followAccountLocale(answer.data.session.user.language, to)) void navigate(to);
      } else if (answer.error === 'invalid_credentials') {
        showAlert('Wrong Password or E-Mail', 'error');
      } else if (answer.error === 'email_not_confirmed') {
        showAlert('Please confirm your email before logging in!', 'warning');
      } else {
        showAlert(`Login failed: ${answer.error}`, 'error');
      }
    } catch (error) {
      showAlert(`Login failed: ${error instanceof Error ? error.message : String(error)}`, 'error');
    } finally {
      setPassword('');
      setPending(false);
    }
  }

  return (
    <Page title="Login" size="xs">
      <ConfirmationNotice confirmed={searchParams.get('confirmed')} />
      <Card withBorder padding="lg" radius="md">
        <Text mb="md">Login or sign up to manage your team!</Text>
        <form onSubmit={handleSubmit}>
          <Stack>
            <TextInput
              label="E-Mail"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" loading={pending} fullWidth>
              Login
            </Button>
          </Stack>
        </form>
        <Stack gap="xs" mt="md" align="center">
          <Anchor component={Link} to={paths.requestNewPassword}>
            Forgot your password?
          </Anchor>
          <Anchor component={Link} to={paths.resendVerification}>
            Resend verification mail
          </Anchor>
        </Stack>
        <Divider label="OR" labelPosition="center" my="md" />
        <Button component={Link} to={paths.signup} variant="outline" fullWidth>
          Sign Up
        </Button>
      </Card>
    </Page>
  );
}
