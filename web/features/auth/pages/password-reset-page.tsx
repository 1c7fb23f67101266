import { Anchor, Button, Card, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LIMITS } from '../../../../common/limits';
import { Page } from '../../../components/ui/page';
import { PasswordField } from '../../../components/ui/password-field';
import { useAlert } from '../../../lib/alert';
import { paths } from '../../../lib/paths';
import { readStoredSession, useSession } from '../../../lib/session';
import { resetPassword } from '../api/reset-password';

/** '#access_token=...' from the mail or Settings; a bare '#<token>' is accepted too. */
function tokenFromFragment(hash: string): string {
  const fragment = hash.replace(/^#/, '');
  if (!fragment.includes('=')) {
    try {
      return decodeURIComponent(fragment);
    } catch {
      return fragment;
    }
  }
  return new URLSearchParams(fragment).get('access_token') ?? '';
}

const CURRENT_PASSWORD_PREFIX = 'current_password: ';

export function PasswordResetPage() {
  const { showAlert } = useAlert();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { hash, pathname, search } = useLocation();
  const [token] = useState(() => tokenFromFragment(hash));
  // Settings > Change Password passes the session's own token: then the current password is asked
  // for too, so a stolen session alone cannot take the account over. A mailed link needs none.
  const [changing] = useState(() => token !== '' && token === readStoredSession()?.access_token);
  // The token leaves the address bar and the history at once (a session token from Settings
  // would otherwise stay in the browser's history for its whole life); the page keeps it.
  useEffect(() => {
    if (hash) void navigate({ pathname, search }, { replace: true });
  }, [hash, pathname, search, navigate]);
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      if (password !== confirmation) {
        showAlert('Passwords do not match!', 'error');
        return;
      }
      setPending(true);
      setCurrentError(undefined);
      const answer = await resetPassword(token, password, changing ? current : undefined);
      if (!answer.status && answer.error.startsWith(CURRENT_PASSWORD_PREFIX)) {
        // The server names the field: the sentence goes under it.
        setCurrentError(answer.error.slice(CURRENT_PASSWORD_PREFIX.length));
      } else if (answer.status) {
        showAlert('Password reset successfully!', 'success');
        // The server ends every session of the account, the stored one included.
        signOut();
        void navigate(paths.login);
      } else {
        showAlert(`Password reset failed: ${answer.error}`, 'error');
      }
    } catch (error) {
      showAlert(`Password reset failed: ${error instanceof Error ? error.message : String(error)}`, 'error');
    } finally {
      setCurrent('');
      setPassword('');
      setConfirmation('');
      setPending(false);
    }
  }

  return (
    <Page title={changing ? 'Change Password' : 'Reset Password'} size="xs">
      <Card withBorder padding="lg" radius="md">
        {token ? (
          <form onSubmit={handleSubmit}>
            <Stack>
              <Text>
                {changing ? 'Enter your current password and choose' : 'Choose'} a new password with at least{' '}
                {LIMITS.passwordMin} characters.
              </Text>
              {changing && (
                <PasswordField
                  label="Current Password"
                  autoComplete="current-password"
                  required
                  maxLength={LIMITS.passwordMax}
                  value={current}
                  error={currentError}
                  // Mantine links the error (aria-describedby) but does not mark the input invalid.
                  aria-invalid={currentError ? true : undefined}
                  onChange={(event) => setCurrent(event.currentTarget.value)}
                />
              )}
              <PasswordField
                label="New Password"
                autoComplete="new-password"
                required
                minLength={LIMITS.passwordMin}
                maxLength={LIMITS.passwordMax}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
              <PasswordField
                label="Confirm New Password"
                autoComplete="new-password"
                required
                maxLength={LIMITS.passwordMax}
                value={confirmation}
                onChange={(event) => setConfirmation(event.currentTarget.value)}
              />
              <Button type="submit" loading={pending} fullWidth>
                {changing ? 'Change Password' : 'Reset Password'}
              </Button>
            </Stack>
          </form>
        ) : (
          <Stack>
            <Text role="alert">Invalid or missing access token.</Text>
            <Anchor component={Link} to={paths.requestNewPassword}>
              Request a new password-reset mail
            </Anchor>
          </Stack>
        )}
      </Card>
    </Page>
  );
}
