// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchDateProposal } from '../../../../common/api/match-moves';
import { GUEST, HOME, testMatch, testResult, testTeam } from '../../../lib/test-fixtures';
import { fakeApi } from '../../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { AcceptResultButton } from './accept-result-button';
import { DateProposal } from './match-move';

/**
 * Accepting a result, picking one of two disputed results and declining a proposal to move a
 * match each ask once (decision 080): the dialog says what happens, Cancel sends nothing, the
 * dialog's button sends the call.
 */

const api = fakeApi({ status: true, data: {} });
const teams = new Map([
  [HOME, testTeam(HOME, 'Physik FC')],
  [GUEST, testTeam(GUEST, 'TUM Kickers')],
]);
const sentTo = (name: string) => api.sent.filter((call) => call.path.endsWith(`/${name}`));

/** The home side's 2:4. */
const suggested = testResult(2, 4);
/** The guests' 1:4, against it. */
const theirs = testResult(1, 4, { id: 9, submitted_team_id: GUEST, submitted_by_user: 'Ben Vogel' });

const proposal: MatchDateProposal = {
  id: 31,
  match_id: 1,
  date: '2026-12-03T17:00:00.000Z',
  kick_off: '2026-12-02T17:00:00.000Z',
  team_id: HOME,
  proposed_by: 10,
  proposed_by_name: 'Anna Berg',
  status: 'open',
  lapses_at: '2026-12-02T17:00:00.000Z',
  created_at: '2026-11-28T10:00:00.000Z',
};

describe('asking once before a decision', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('accepting a result says it becomes final; Cancel sends nothing, Accept sends the accept', async () => {
    const { user } = renderInApp(
      <AcceptResultButton match={testMatch([suggested])} result={suggested} teams={teams} />,
    );
    await user.click(screen.getByRole('button', { name: 'Accept result 2:4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept 2:4?' });
    expect(
      within(dialog).getByText(
        'Physik FC 2:4 TUM Kickers becomes the final result at once: it counts in the table, both teams are told, and nobody can change it afterwards.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Accept result 2:4' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect(sentTo('acceptResult')).toEqual([
      { path: '/api/acceptResult', body: expect.objectContaining({ result_id: 8 }) },
    ]);
    expect(await screen.findByText('Result accepted!')).toBeVisible();
  });

  it('picking one of two disputed results names the one it drops, in English and German', async () => {
    const match = testMatch([suggested, theirs]);
    const { user } = renderInApp(<AcceptResultButton match={match} result={theirs} teams={teams} />);
    await user.click(screen.getByRole('button', { name: 'Accept result 1:4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept 1:4?' });
    expect(
      within(dialog).getByText(
        /the other suggestion, 2:4, is dropped \(the audit log keeps it with its scorers\)/,
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Accept result 1:4' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect(sentTo('acceptResult').map((call) => call.body)).toEqual([
      expect.objectContaining({ result_id: 9 }),
    ]);

    const german = renderInApp(<AcceptResultButton match={match} result={theirs} teams={teams} />, {
      locale: 'de',
    });
    await german.user.click(screen.getByRole('button', { name: 'Ergebnis 1:4 bestätigen' }));
    const deDialog = await screen.findByRole('dialog', { name: 'Ergebnis 1:4 bestätigen?' });
    expect(within(deDialog).getByText(/der andere Vorschlag \(2:4\) fällt weg/)).toBeVisible();
    expect(within(deDialog).getByRole('button', { name: 'Bestätigen' })).toBeVisible();
  });

  it('declining a new kick-off says the match keeps its date; Cancel sends nothing, Decline sends the answer', async () => {
    const { user } = renderInApp(
      <DateProposal
        proposal={proposal}
        teams={teams}
        matchTitle="Physik FC – TUM Kickers"
        canAnswer
        canWithdraw={false}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the new kick-off?' });
    expect(
      within(dialog).getByText(/^Physik FC – TUM Kickers stays at 02\.12\.2026 18:00 Munich time\./),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }));
    expect(sentTo('answerMatchDateProposal').map((call) => call.body)).toEqual([
      expect.objectContaining({ proposal_id: 31, accept: false }),
    ]);
    expect(await screen.findByText('Proposal declined!')).toBeVisible();
  });

  it('asks in German before declining', async () => {
    const { user } = renderInApp(
      <DateProposal
        proposal={proposal}
        teams={teams}
        matchTitle="Physik FC – TUM Kickers"
        canAnswer
        canWithdraw={false}
      />,
      { locale: 'de' },
    );
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuen Anstoß ablehnen?' });
    expect(
      within(dialog).getByText(/^Physik FC – TUM Kickers bleibt bei 02\.12\.2026, 18:00 Münchner Zeit\./),
    ).toBeVisible();
    expect(api.sent).toEqual([]);
  });
});
