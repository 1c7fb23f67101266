import { Alert, Anchor, Button, Card, Divider, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fieldError } from '../../../../common/api/field-errors';
import { m } from '../../../../common/i18n/messages';
import { Page } from '../../../components/ui/page';
import { PasswordField } from '../../../components/ui/password-field';
import { useAlert } from '../../../lib/alert';
import { loadFieldChecks, prepareFieldChecks } from '../../../lib/field-checks';
import { followAccountLocale } from '../../../lib/language';
import { paths, returnPath } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { login } from '../api/login';
import { forgetSignupAddress, rememberedSignupAddress } from '../signup-address';

/**
 * The outcome of the mail's confirmation link, whose page redirects here with ?confirmed=1 (done),
 * =2 (done before: a second use, or a mail scanner came first) or =0 (invalid).
 */
function ConfirmationNotice({ confirmed }: { confirmed: string | null }) {
  if (confirmed === '1' || confirmed === '2') {
    return (
      <Alert color="green.8" mb="md" role="status">
        {confirmed === '1' ? m.auth_confirmed() : m.auth_confirmed_before()}
      </Alert>
    );
  }
  if (confirmed === '0') {
    return (
      <Alert color="orange.9" mb="md" role="alert">
        {m.auth_confirm_invalid()}{' '}
        <Anchor component={Link} to={paths.resendVerification} inherit>
          {m.auth_confirm_request_new()}
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
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [pending, setPending] = useState(false);

  // After a sign-up on this device (the confirmation link lands here), the address is known.
  // Read after the first render: the prerendered form has no storage to read.
  useEffect(() => {
    const remembered = rememberedSignupAddress();
    if (remembered) setEmail((typed) => typed || remembered);
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The API's own checks, their sentences under the fields in the page's language.
    const { emailField, passwordField } = await loadFieldChecks();
    const found = { email: fieldError(emailField, email), password: fieldError(passwordField, password) };
    setErrors(found);
    if (found.email || found.password) return;
    setPending(true);
    try {
      const answer = await login({ email, password });
      if (answer.status) {
        showAlert(m.auth_login_success(), 'success');
        forgetSignupAddress();
        signIn(answer.data.session);
        // Back to where the visitor was sent here from (a dashboard link in a mail, say); in the
        // account's language, loaded anew, when it is not this page's.
        const to = returnPath(searchParams.get('next')) ?? paths.dashboard.root;
        if (!followAccountLocale(answer.data.session.user.language, to)) void navigate(to);
      } else if (answer.code === 'invalid_credentials') {
        showAlert(m.auth_login_wrong(), 'error');
      } else if (answer.code === 'email_not_confirmed') {
        showAlert(m.auth_login_unconfirmed(), 'warning');
      } else {
        showAlert(m.auth_login_failed({ error: answer.error }), 'error');
      }
    } catch (error) {
      showAlert(
        m.auth_login_failed({ error: error instanceof Error ? error.message : String(error) }),
        'error',
      );
    } finally {
      setPassword('');
      setPending(false);
    }
  }

  return (
    <Page title={m.common_title_login()} size="xs">
      <ConfirmationNotice confirmed={searchParams.get('confirmed')} />
      <Card withBorder padding="lg" radius="md">
        <Text mb="md">{m.auth_login_intro()}</Text>
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <TextInput
              label={m.auth_email()}
              type="email"
              autoComplete="email"
              required
              value={email}
              error={errors.email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setErrors((now) => ({ ...now, email: undefined }));
                prepareFieldChecks();
              }}
            />
            <PasswordField
              label={m.auth_password()}
              autoComplete="current-password"
              required
              value={password}
              error={errors.password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setErrors((now) => ({ ...now, password: undefined }));
                prepareFieldChecks();
              }}
            />
            <Button type="submit" loading={pending} fullWidth>
              {m.auth_login_button()}
            </Button>
          </Stack>
        </form>
        <Stack gap="xs" mt="md" align="center">
          <Anchor component={Link} to={paths.requestNewPassword}>
            {m.auth_forgot_password()}
          </Anchor>
          <Anchor component={Link} to={paths.resendVerification}>
            {m.auth_resend_verification()}
          </Anchor>
        </Stack>
        <Divider label={m.auth_or()} labelPosition="center" my="md" />
        <Button component={Link} to={paths.signup} variant="outline" fullWidth>
          {m.auth_signup_button()}
        </Button>
      </Card>
    </Page>
  );
}
