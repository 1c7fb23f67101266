// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { proposeMatchDateRequest } from '../../../../common/api/match-moves';
import type { Match } from '../../../../common/api/types';
import { testMatch, testSeason } from '../../../lib/test-fixtures';
import { fakeApi } from '../../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { ProposeForm } from './match-move';

/** Dated 2040-05-14 18:00 in Munich: far enough ahead to be moved whenever the test runs. */
const dated: Match = testMatch([], '2040-05-14T16:00:00.000Z');
const field = () => screen.getByLabelText(/New kick-off|Neuer Anstoß/);
const pick = (value: string) => fireEvent.change(field(), { target: { value } });
const propose = () => fireEvent.click(screen.getByRole('button', { name: /Propose|Vorschlagen/ }));
const DESCRIPTION = "The other team's captains accept or decline it.";

const request = (date: string) => ({
  path: '/api/proposeMatchDate',
  body: { access_token: 'token', match_id: 1, date },
});

const api = fakeApi({ status: true, data: {} });

describe('the form to propose a new kick-off', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('starts at the current kick-off on the Munich clock', () => {
    renderInApp(<ProposeForm match={dated} />);
    expect(field()).toHaveValue('2040-05-14T18:00');
  });

  it("says the API's sentence under an empty field and sends nothing", async () => {
    renderInApp(<ProposeForm match={dated} />);
    pick('');
    propose();
    await vi.waitFor(() =>
      expect(field()).toHaveAccessibleDescription(`Please enter a date. ${DESCRIPTION}`),
    );
    expect(api.sent).toEqual([]);
  });

  it('refuses a time the API cannot store and sends nothing', async () => {
    renderInApp(<ProposeForm match={dated} />);
    pick('0001-01-01T00:30');
    propose();
    await vi.waitFor(() =>
      expect(field()).toHaveAccessibleDescription(
        `Please enter a date in ISO 8601 format, e.g. 2025-05-14T18:00:00Z. ${DESCRIPTION}`,
      ),
    );
    expect(api.sent).toEqual([]);
  });

  it("says the rules' sentence, without the API's field name, for the kick-off it already has", async () => {
    renderInApp(<ProposeForm match={dated} />);
    propose();
    await vi.waitFor(() =>
      expect(field()).toHaveAccessibleDescription(
        `This is the match's kick-off already. Please propose another one. ${DESCRIPTION}`,
      ),
    );
    expect(api.sent).toEqual([]);
  });

  it('sends the Munich time as its UTC instant: 02:30 on the day the clocks go forward is 03:30 summer time', async () => {
    renderInApp(<ProposeForm match={dated} />);
    pick('2041-03-31T02:30');
    propose();
    await vi.waitFor(() => expect(api.sent).toEqual([request('2041-03-31T01:30:00.000Z')]));
    // Exactly what the API's route reads.
    expect(proposeMatchDateRequest.safeParse(api.sent[0]?.body).success).toBe(true);
    expect(await screen.findByText('New date proposed!')).toBeInTheDocument();
  });

  it("shows the server's answer about the date (the season's match window) under the field, not in an alert", async () => {
    api.answer = {
      status: false,
      code: 'date_after_season',
      error:
        "date: Please choose a kick-off no later than Mon 05.04.2027, 18:00 (Munich time), the end of this season's match window. Only an admin can set a later one.",
    };
    renderInApp(<ProposeForm match={dated} />);
    pick('2040-05-15T18:00');
    propose();
    await vi.waitFor(() =>
      expect(field()).toHaveAccessibleDescription(
        `Please choose a kick-off no later than Mon 05.04.2027, 18:00 (Munich time), the end of this season's match window. Only an admin can set a later one. ${DESCRIPTION}`,
      ),
    );
    expect(api.sent).toEqual([request('2040-05-15T16:00:00.000Z')]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a refusal about the match (an open proposal) in an alert', async () => {
    api.answer = {
      status: false,
      code: 'date_already_proposed',
      error:
        'match_id: This match already has an open date proposal. Please answer or withdraw it before proposing another date.',
    };
    renderInApp(<ProposeForm match={dated} />);
    pick('2040-05-15T18:00');
    propose();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This match already has an open date proposal.',
    );
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("names the end of the season's match window under the field", () => {
    renderInApp(<ProposeForm match={dated} />, { prerendered: { newestSeason: testSeason } });
    expect(field()).toHaveAccessibleDescription(
      `${DESCRIPTION} Allowed until Mon 05.04.2027, 18:00 (Munich time), the end of this season's match window.`,
    );
  });

  it('speaks German in German', async () => {
    renderInApp(<ProposeForm match={dated} />, { locale: 'de' });
    pick('');
    propose();
    await vi.waitFor(() => expect(field()).toHaveAccessibleDescription(/^Bitte gib ein Datum ein\. /));
    expect(api.sent).toEqual([]);
  });
});
