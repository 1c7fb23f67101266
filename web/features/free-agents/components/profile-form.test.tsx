// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FreeAgent } from '../../../../common/api/free-agents';
import { testFreeAgent as profile } from '../../../lib/test-fixtures';
import { fakeApiByPath } from '../../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { ProfileForm } from './profile-form';

/** Dashboard > Free agents, the caller's own profile (docs/PRODUCT.md#free-agents). */

let stored: FreeAgent | null = null;
fakeApiByPath((path) => (path.endsWith('/getMyFreeAgent') ? stored : {}));

describe('the free agent profile form', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('shows its boxes once the profile is read, filled with it', async () => {
    stored = profile;
    renderInApp(<ProfileForm />);
    // Before the read answers there is nothing to tick that the answer would then untick.
    expect(screen.queryByRole('checkbox', { name: 'Defender' })).toBeNull();
    expect(await screen.findByRole('checkbox', { name: 'Defender' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Forward' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Take it down' })).toBeVisible();
  });

  it('keeps what a person ticked on a form without a profile', async () => {
    stored = null;
    const { user } = renderInApp(<ProfileForm />);
    const forward = await screen.findByRole('checkbox', { name: 'Forward' });
    await user.click(forward);
    expect(forward).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Take it down' })).toBeNull();
  });
});
