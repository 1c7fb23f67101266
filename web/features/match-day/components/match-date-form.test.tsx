// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { updateMatchDateRequest } from '../../../../common/api/requests';
import type { Match } from '../../../../common/api/types';
import { HOUR, testMatch, testSeason } from '../../../lib/test-fixtures';
import { fakeApi } from '../../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { MatchDateForm } from './match-date-form';

const undated: Match = testMatch([], 'tbd');
/** What the browser's datetime-local input holds once a kick-off is picked. */
const pick = (value: string) =>
  fireEvent.change(screen.getByLabelText(/Kick-off|Anstoß/), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: /Save|Speichern/ }));
const field = () => screen.getByLabelText(/Kick-off|Anstoß/);

const request = (date: string) => ({
  path: '/api/updateMatchDate',
  body: { access_token: 'token', match_id: 1, date },
});

/** On the season's page, which has read the season (its match window ends Mon 05.04.2027, 18:00). */
const onSeasonPage = { prerendered: { newestSeason: testSeason } };
const RULES =
  /The first date you save is set at once\. Changing it later needs the other team's captains to accept\./;

const api = fakeApi({ status: true, data: { match_id: 1, date: '2026-10-25T00:30:00.000Z' } });

describe('the kick-off date form', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it("says the API's sentence under an empty field and sends nothing", async () => {
    renderInApp(<MatchDateForm match={undated} aheadOnly={false} />);
    save();
    await vi.waitFor(() => expect(field()).toHaveAccessibleDescription('Please enter a date.'));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toEqual([]);
  });

  it('refuses a time the API cannot store and sends nothing', async () => {
    renderInApp(<MatchDateForm match={undated} aheadOnly={false} />);
    // Half past midnight, 1 January of year 1, in Munich: still year 0 in UTC.
    pick('0001-01-01T00:30');
    save();
    await vi.waitFor(() =>
      expect(field()).toHaveAccessibleDescription(
        'Please enter a date in ISO 8601 format, e.g. 2025-05-14T18:00:00Z.',
      ),
    );
    expect(api.sent).toEqual([]);
  });

  it('sends the Munich time as its UTC instant, the first 02:30 on the day the clocks go back', async () => {
    renderInApp(<MatchDateForm match={undated} aheadOnly={false} />);
    pick('2026-10-25T02:30');
    save();
    await vi.waitFor(() => expect(api.sent).toEqual([request('2026-10-25T00:30:00.000Z')]));
    // Exactly what the API's route reads.
    expect(updateMatchDateRequest.safeParse(api.sent[0]?.body).success).toBe(true);
    expect(await screen.findByText('Date updated!')).toBeInTheDocument();
  });

  it('tells a captain a past kick-off is refused, without asking the server', async () => {
    renderInApp(<MatchDateForm match={undated} aheadOnly />);
    pick('2020-05-14T18:00');
    save();
    await vi.waitFor(() =>
      expect(field()).toHaveAccessibleDescription(/Captains can only set a kick-off that is still ahead/),
    );
    expect(api.sent).toEqual([]);
  });

  it("shows the server's answer about the date (the season's match window) under the field, not in an alert", async () => {
    api.answer = {
      status: false,
      code: 'date_after_season',
      error:
        "date: Please choose a kick-off no later than Mon 05.04.2027, 18:00 (Munich time), the end of this season's match window. Only an admin can set a later one.",
    };
    renderInApp(
      <MatchDateForm match={testMatch([], new Date(Date.now() + 24 * HOUR).toISOString())} aheadOnly />,
    );
    pick('2040-05-14T18:00');
    save();
    await vi.waitFor(() =>
      // Before the rules the captain read before saving.
      expect(field()).toHaveAccessibleDescription(
        expect.stringMatching(
          /^Please choose a kick-off no later than Mon 05\.04\.2027, 18:00 \(Munich time\), the end of this season's match window\. Only an admin can set a later one\. The first date/,
        ),
      ),
    );
    expect(api.sent).toEqual([request('2040-05-14T16:00:00.000Z')]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says a refusal about the match, not the date, in an alert and leaves the field's error empty", async () => {
    api.answer = {
      status: false,
      code: 'kick_off_not_changeable',
      error: 'This match has kicked off. Only an admin can change its date now.',
    };
    renderInApp(<MatchDateForm match={undated} aheadOnly />);
    pick('2040-05-14T18:00');
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('This match has kicked off.');
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a captain before the first date that it binds and until when the match window allows', () => {
    renderInApp(<MatchDateForm match={undated} aheadOnly />, onSeasonPage);
    expect(field()).toHaveAccessibleDescription(
      "The first date you save is set at once. Changing it later needs the other team's captains to accept. Allowed: from now until Mon 05.04.2027, 18:00 (Munich time), the end of this season's match window.",
    );
    expect(api.sent).toEqual([]);
  });

  it('says that it binds while the season is not read, and nothing of the kind to an admin', () => {
    const { unmount } = renderInApp(<MatchDateForm match={undated} aheadOnly />);
    expect(field()).toHaveAccessibleDescription(RULES);
    expect(field()).not.toHaveAccessibleDescription(/Allowed/);
    // Never a request of its own for the season.
    expect(api.sent).toEqual([]);
    unmount();
    renderInApp(<MatchDateForm match={undated} aheadOnly={false} />, onSeasonPage);
    expect(field()).not.toHaveAccessibleDescription(RULES);
  });

  it('speaks German in German', async () => {
    renderInApp(<MatchDateForm match={undated} aheadOnly />, { locale: 'de', ...onSeasonPage });
    expect(field()).toHaveAccessibleDescription(
      'Das erste Datum, das du speicherst, gilt sofort. Danach kann es nur mit Zustimmung der Kapitäne des anderen Teams verschoben werden. Erlaubt: ab jetzt bis Mo., 05.04.2027, 18:00 (Münchner Zeit), dem Ende des Terminfensters dieser Saison.',
    );
    save();
    await vi.waitFor(() =>
      expect(field()).toHaveAccessibleDescription(/^Bitte gib ein Datum ein\. Das erste Datum/),
    );
    expect(api.sent).toEqual([]);
  });
});
