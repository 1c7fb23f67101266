// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { login } from '../api/login';
import { LoginPage } from './login-page';

vi.mock('../api/login', () => ({ login: vi.fn() }));
const sent = vi.mocked(login);

/** Pastes rather than types: the password field re-renders on every key. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('the login page', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    sent.mockReset();
    sent.mockResolvedValue({
      status: false,
      error: 'Wrong password or e-mail address.',
      code: 'invalid_credentials',
    } as never);
  });

  it("says the API's sentences under both fields when they are empty and sends nothing", async () => {
    const { user } = renderInApp(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the address and password, and says when they are wrong', async () => {
    const { user } = renderInApp(<LoginPage />, { path: '/login' });
    await fill(user, screen.getByLabelText(/^E-Mail/), 'anna.berg@uni.example');
    const password = screen.getByLabelText(/^Password/);
    await fill(user, password, 'not her password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(sent).toHaveBeenCalledWith({ email: 'anna.berg@uni.example', password: 'not her password' });
    expect(await screen.findByText('Wrong Password or E-Mail')).toBeInTheDocument();
    expect(password).toHaveValue('');
  });

  it("says the API's German sentences in German", async () => {
    const { user } = renderInApp(<LoginPage />, { path: '/login', locale: 'de' });
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
  });
});
