import { Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { fieldError } from '../../../../common/api/field-errors';
import { nameField } from '../../../../common/api/fields';
import { m } from '../../../../common/i18n/messages';
import { LIMITS } from '../../../../common/limits';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { PhoneField } from '../../../components/ui/phone-field';
import { useAlert } from '../../../lib/alert';
import { type PhoneValue, splitPhone, toE164 } from '../../../lib/phone';
import { isOffline } from '../../../lib/pwa';
import { type User, useCurrentUser } from '../../../lib/queries/get-user-by-token';
import { useLogError } from '../../../lib/use-log-error';
import { type ProfileChanges, useUpdateProfile } from '../api/update-user-by-token';
import { EligibilityCard } from '../components/eligibility-card';
import { OwnDiscipline } from '../components/own-discipline';
import { TermsCard } from '../components/terms-card';
import classes from './profile-page.module.css';

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { showAlert } = useAlert();
  const update = useUpdateProfile();
  const [name, setName] = useState(user.name);
  const [nameError, setNameError] = useState<string>();
  // An admin made without a phone starts from an empty field.
  const [phone, setPhone] = useState<PhoneValue>(() => splitPhone(user.phone ?? ''));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A failed update is only logged (below), so the name is checked here where the user sees it.
    const found = fieldError(nameField, name);
    setNameError(found);
    if (found) return;
    const e164 = toE164(phone);
    if (!e164) {
      showAlert(m.dashboard_account_phone_invalid(), 'error');
      return;
    }
    const changes: ProfileChanges = {};
    if (name.trim() !== user.name) changes.name = name.trim();
    if (e164 !== user.phone) changes.phone = e164;
    if (changes.name === undefined && changes.phone === undefined) {
      onDone();
      return;
    }
    update.mutate(changes, {
      onSuccess: onDone,
      // docs/PRODUCT.md#messages: a failed profile update is only logged; without a network the
      // reader is told that nothing was saved (decision 046).
      onError: (error) => {
        if (isOffline()) showAlert(m.common_offline_not_saved(), 'error');
        else console.error('Failed to update the profile:', error);
      },
    });
  }

  return (
    <form onSubmit={handleSubmit}>
      <Stack>
        <TextInput
          label={m.dashboard_account_name()}
          autoComplete="name"
          required
          maxLength={LIMITS.nameMax}
          value={name}
          error={nameError}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(undefined);
          }}
        />
        <TextInput
          label={m.dashboard_account_mail()}
          value={user.mail}
          readOnly
          description={m.dashboard_account_mail_fixed()}
        />
        <PhoneField value={phone} onChange={setPhone} required />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {m.dashboard_account_cancel()}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {m.dashboard_account_save()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ProfilePage() {
  const user = useCurrentUser();
  const [editing, setEditing] = useState(false);
  useLogError(user.error, 'your profile');

  return (
    <Page title={m.common_title_profile()} size="sm">
      {user.isPending ? (
        <PageLoader label={m.dashboard_account_profile_loading()} />
      ) : user.data ? (
        <Card withBorder padding="lg" radius="md">
          {editing ? (
            <ProfileForm user={user.data} onDone={() => setEditing(false)} />
          ) : (
            <>
              <dl className={classes.list}>
                <dt>{m.dashboard_account_name()}</dt>
                <dd>{user.data.name}</dd>
                <dt>{m.dashboard_account_mail()}</dt>
                <dd>{user.data.mail}</dd>
                <dt>{m.dashboard_account_phone()}</dt>
                <dd>{user.data.phone || '-'}</dd>
              </dl>
              <Group justify="flex-end" mt="md">
                <Button onClick={() => setEditing(true)}>{m.dashboard_account_edit()}</Button>
              </Group>
            </>
          )}
        </Card>
      ) : (
        <EmptyState>{m.dashboard_account_profile_load_failed()}</EmptyState>
      )}
      {user.data && <OwnDiscipline user={user.data} />}
      {user.data && <EligibilityCard />}
      {user.data && <TermsCard />}
    </Page>
  );
}
