// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { EmailRequestForm } from './email-request-form';

const form = (send: (email: string) => Promise<{ status: true; data: null }>) => (
  <EmailRequestForm intro="Forgot it?" submitLabel="Send link" send={send} />
);

describe('the e-mail request form (new password, confirmation mail)', {
  timeout: COMPONENT_TEST_TIMEOUT,
}, () => {
  it("says the API's sentence under the field for a wrong address and sends nothing", async () => {
    const send = vi.fn(async () => ({ status: true as const, data: null }));
    const { user } = renderInApp(form(send));
    await user.type(screen.getByLabelText(/E-Mail/), 'anna.berg@');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the address as the API reads it (trimmed, lower case) and says to check the mailbox', async () => {
    const send = vi.fn(async () => ({ status: true as const, data: null }));
    const { user } = renderInApp(form(send));
    await user.type(screen.getByLabelText(/E-Mail/), ' Anna.Berg@Uni.example ');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(send).toHaveBeenCalledWith('anna.berg@uni.example');
    expect(await screen.findByText('Check your mailbox')).toBeInTheDocument();
  });

  it("says the API's German sentence in German for an empty field", async () => {
    const { user } = renderInApp(form(vi.fn()), { locale: 'de' });
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
  });
});
