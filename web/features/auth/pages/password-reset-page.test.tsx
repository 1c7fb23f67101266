// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { resetPassword } from '../api/reset-password';
import { PasswordResetPage } from './password-reset-page';

vi.mock('../api/reset-password', () => ({ resetPassword: vi.fn() }));
const sent = vi.mocked(resetPassword);

/** Pastes rather than types: a password typed key by key re-renders both password fields each time. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The page as the mailed link opens it: the token in the fragment. */
const fromMail = () => renderInApp(<PasswordResetPage />, { path: '/reset-password#access_token=mailed' });

describe('the password reset page', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    sent.mockReset();
    sent.mockResolvedValue({ status: true, data: null });
    // The session check of a stored session (Change Password): still valid.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ status: true, data: null })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("says the API's sentence under the new password when it is too short, keeps it typed and sends nothing", async () => {
    const { user } = fromMail();
    const field = screen.getByLabelText(/^New Password/);
    await fill(user, field, 'short');
    await fill(user, screen.getByLabelText(/^Confirm New Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password should be at least 8 characters!')).toBeInTheDocument();
    expect(field).toHaveValue('short');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
  });

  it("sends the link's token and the new password", async () => {
    const { user } = fromMail();
    await fill(user, screen.getByLabelText(/^New Password/), 'long enough');
    await fill(user, screen.getByLabelText(/^Confirm New Password/), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(sent).toHaveBeenCalledWith('mailed', 'long enough', undefined);
    expect(await screen.findByText('Password reset successfully!')).toBeInTheDocument();
  });

  it("Change Password (the session's own token) asks for the current password with the API's sentence", async () => {
    localStorage.setItem('session', JSON.stringify({ access_token: 'own' }));
    const { user } = renderInApp(<PasswordResetPage />, { path: '/reset-password#access_token=own' });
    await fill(user, screen.getByLabelText(/^New Password/), 'long enough');
    await fill(user, screen.getByLabelText(/^Confirm New Password/), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Please enter your current password.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });
});
