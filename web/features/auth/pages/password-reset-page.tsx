import { Anchor, Button, Card, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { fieldError } from '../../../../common/api/field-errors';
import { m } from '../../../../common/i18n/messages';
import { LIMITS } from '../../../../common/limits';
import { Page } from '../../../components/ui/page';
import { PasswordField } from '../../../components/ui/password-field';
import { useAlert } from '../../../lib/alert';
import { loadFieldChecks, prepareFieldChecks } from '../../../lib/field-checks';
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
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [confirmation, setConfirmation] = useState('');
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The API's own checks and sentences under the fields; what was typed stays for correcting.
    const { currentPasswordField, newPasswordField } = await loadFieldChecks();
    const found = {
      current: changing ? fieldError(currentPasswordField, current) : undefined,
      password: fieldError(newPasswordField, password),
    };
    setCurrentError(found.current);
    setPasswordError(found.password);
    if (found.current || found.password) return;
    try {
      if (password !== confirmation) {
        showAlert(m.auth_passwords_mismatch(), 'error');
        return;
      }
      setPending(true);
      const answer = await resetPassword(token, password, changing ? current : undefined);
      if (!answer.status && answer.error.startsWith(CURRENT_PASSWORD_PREFIX)) {
        // The server names the field: the sentence goes under it.
        setCurrentError(answer.error.slice(CURRENT_PASSWORD_PREFIX.length));
      } else if (answer.status) {
        showAlert(m.auth_password_reset_success(), 'success');
        // The server ends every session of the account, the stored one included.
        signOut();
        void navigate(paths.login);
      } else {
        showAlert(m.auth_password_reset_failed({ reason: answer.error }), 'error');
      }
    } catch (error) {
      showAlert(
        m.auth_password_reset_failed({ reason: error instanceof Error ? error.message : String(error) }),
        'error',
      );
    } finally {
      setCurrent('');
      setPassword('');
      setConfirmation('');
      setPending(false);
    }
  }

  return (
    <Page title={changing ? m.auth_change_password() : m.auth_reset_password()} size="xs">
      <Card withBorder padding="lg" radius="md">
        {token ? (
          <form onSubmit={handleSubmit} noValidate>
            <Stack>
              <Text>
                {changing
                  ? m.auth_choose_password_current({ min: LIMITS.passwordMin })
                  : m.auth_choose_password({ min: LIMITS.passwordMin })}
              </Text>
              {changing && (
                <PasswordField
                  label={m.auth_current_password()}
                  autoComplete="current-password"
                  required
                  maxLength={LIMITS.passwordMax}
                  value={current}
                  error={currentError}
                  // Mantine links the error (aria-describedby) but does not mark the input invalid.
                  aria-invalid={currentError ? true : undefined}
                  onChange={(event) => {
                    setCurrent(event.currentTarget.value);
                    prepareFieldChecks();
                  }}
                />
              )}
              <PasswordField
                label={m.auth_new_password()}
                autoComplete="new-password"
                required
                minLength={LIMITS.passwordMin}
                maxLength={LIMITS.passwordMax}
                value={password}
                error={passwordError}
                aria-invalid={passwordError ? true : undefined}
                onChange={(event) => {
                  setPassword(event.currentTarget.value);
                  setPasswordError(undefined);
                  prepareFieldChecks();
                }}
              />
              <PasswordField
                label={m.auth_confirm_new_password()}
                autoComplete="new-password"
                required
                maxLength={LIMITS.passwordMax}
                value={confirmation}
                onChange={(event) => setConfirmation(event.currentTarget.value)}
              />
              <Button type="submit" loading={pending} fullWidth>
                {changing ? m.auth_change_password() : m.auth_reset_password()}
              </Button>
            </Stack>
          </form>
        ) : (
          <Stack>
            <Text role="alert">{m.auth_invalid_token()}</Text>
            <Anchor component={Link} to={paths.requestNewPassword}>
              {m.auth_request_reset_mail()}
            </Anchor>
          </Stack>
        )}
      </Card>
    </Page>
  );
}
