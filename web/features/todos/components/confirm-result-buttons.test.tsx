// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { confirmResultRequest } from '../../../../common/api/referee-confirm';
import { fakeApi } from '../../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { ConfirmResultButtons } from './confirm-result-buttons';

const api = fakeApi({
  status: true,
  data: {
    match_id: 7,
    result_id: 3,
    score: '2:1',
    agree: true,
    note: null,
    answered_at: '2030-01-01T00:00:00.000Z',
    held: false,
  },
});

describe('ConfirmResultButtons', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('confirms in one tap', async () => {
    const { user } = renderInApp(<ConfirmResultButtons matchId={7} />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() =>
      expect(api.sent).toEqual([
        { path: '/api/confirmResult', body: { access_token: 'token', match_id: 7, agree: true } },
      ]),
    );
    expect(confirmResultRequest.safeParse(api.sent[0]?.body).success).toBe(true);
  });

  it('disputes with the referee’s version, which it asks for first, in German', async () => {
    const { user } = renderInApp(<ConfirmResultButtons matchId={7} />, { locale: 'de' });
    await user.click(screen.getByRole('button', { name: 'Anfechten' }));
    await user.click(screen.getByRole('button', { name: 'Anfechtung senden' }));
    expect(
      await screen.findByText(
        'Bitte schreib, was du gesehen hast: Wer ein Ergebnis anficht, gibt seine Version an.',
      ),
    ).toBeInTheDocument();
    expect(api.sent).toEqual([]);
    await user.type(
      screen.getByLabelText('Was du gesehen hast (deine Version des Ergebnisses)'),
      ' Es stand 2:2 ',
    );
    await user.click(screen.getByRole('button', { name: 'Anfechtung senden' }));
    await vi.waitFor(() =>
      expect(api.sent).toEqual([
        {
          path: '/api/confirmResult',
          body: { access_token: 'token', match_id: 7, agree: false, note: 'Es stand 2:2' },
        },
      ]),
    );
    expect(confirmResultRequest.safeParse(api.sent[0]?.body).success).toBe(true);
  });
});
