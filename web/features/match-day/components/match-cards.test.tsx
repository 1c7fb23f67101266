// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Card } from '../../../../common/api/discipline';
import type { Match, Team } from '../../../../common/api/types';
import { configureApiSession } from '../../../lib/api-client';
import { GUEST, HOME, HOUR, testMatch, testResult, testTeam, testUser } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { MatchCard, type Viewer } from './match-card';

/**
 * Cards on the match card (docs/PRODUCT.md#discipline): a captain records them with a suggested
 * result, the other side disputes one with a note, an admin keeps or removes a disputed one, asked
 * once; a player of another team sees the cards and no button; English and German.
 */

const withPlayers = (team: Team, players: [number, string][]): Team => ({
  ...team,
  players: [...(team.players ?? []), ...players.map(([id, name]) => ({ id, name, role: 'PLAYER' as const }))],
});
const teams = new Map<number, Team>([
  [
    HOME,
    withPlayers(testTeam(HOME, 'Physik FC', { id: 10, name: 'Anna Berg', phone: '+4915100000010' }), [
      [11, 'Carl Dorn'],
    ]),
  ],
  [
    GUEST,
    withPlayers(testTeam(GUEST, 'BWL Athletic', { id: 20, name: 'Ben Kurz', phone: '+4915100000020' }), [
      [21, 'Dana Eck'],
    ]),
  ],
]);
const homeCaptain: Viewer = { user: testUser(10, 'CAPTAIN', HOME), teamId: HOME };
const guestCaptain: Viewer = { user: testUser(20, 'CAPTAIN', GUEST), teamId: GUEST };
const admin: Viewer = { user: testUser(1, 'ADMIN', null), teamId: null };
const otherPlayer: Viewer = { user: testUser(40, 'PLAYER', 4), teamId: 4 };

/** The home captain's suggestion of 2:1 (result 8), kicked off an hour ago. */
const match: Match = testMatch(
  [testResult(2, 1, { created_at: new Date(Date.now() - HOUR / 2).toISOString() })],
  new Date(Date.now() - HOUR).toISOString(),
);
const yellow: Card = {
  id: 5,
  result_id: 8,
  match_id: 1,
  player_id: 21,
  name: 'Dana Eck',
  team_id: GUEST,
  kind: 'yellow',
  minute: 23,
  recorded_team_id: HOME,
  recorded_by: 10,
  disputed: false,
  kept: false,
  dispute_note: null,
};

let cards: Card[] = [];
let sent: { path: string; body: Record<string, unknown> }[] = [];
beforeEach(() => {
  cards = [yellow];
  sent = [];
  configureApiSession('token', null);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      // The session's token rides along in every body; the tests look at the rest.
      const { access_token: _, ...body } = JSON.parse(String(init.body));
      sent.push({ path, body });
      return Response.json({ status: true, data: path.endsWith('/getMatchCards') ? cards : [] });
    }),
  );
});
afterEach(() => {
  configureApiSession(null, null);
  vi.unstubAllGlobals();
});
const writes = () => sent.filter(({ path }) => !path.includes('/get'));

describe('cards on the match card', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('a captain records cards for either side with the suggested result', async () => {
    const { user } = renderInApp(<MatchCard match={match} teams={teams} viewer={homeCaptain} />);
    expect(await screen.findByText('Yellow: Dana Eck (min. 23)')).toBeVisible();
    // The own side's card is not the captain's to dispute.
    expect(screen.queryByRole('button', { name: /Dispute/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Record cards with the result 2:1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cards: Physik FC – BWL Athletic' });
    const player = within(dialog).getByRole('combobox', { name: 'Player' });
    // Dana Eck has her card of this result already: one card per player.
    expect(within(player).queryByRole('option', { name: 'Dana Eck' })).toBeNull();
    await user.selectOptions(player, 'Ben Kurz');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Card' }), 'Red');
    await user.type(within(dialog).getByRole('textbox', { name: 'Minute (optional)' }), '80');
    await user.click(within(dialog).getByRole('button', { name: 'Another card' }));
    const [, second] = within(dialog).getAllByRole('combobox', { name: 'Player' });
    if (!second) throw new Error('no second row');
    await user.selectOptions(second, 'Carl Dorn');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Cards recorded');
    expect(writes()).toEqual([
      {
        path: '/api/addCards',
        body: {
          result_id: 8,
          cards: [
            { player_id: 20, kind: 'red', minute: 80 },
            { player_id: 11, kind: 'yellow' },
          ],
        },
      },
    ]);
  });

  it("says the API's sentence for a minute out of range, and asks for a player in every row", async () => {
    const { user } = renderInApp(<MatchCard match={match} teams={teams} viewer={homeCaptain} />);
    await user.click(await screen.findByRole('button', { name: 'Record cards with the result 2:1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Please choose a player for each card, or remove the card.',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Player' }), 'Ben Kurz');
    await user.type(within(dialog).getByRole('textbox', { name: 'Minute (optional)' }), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The minute is a whole number from 0 to 200.',
    );
    expect(writes()).toEqual([]);
  });

  it('the other side disputes a card with a note', async () => {
    const { user } = renderInApp(<MatchCard match={match} teams={teams} viewer={guestCaptain} />);
    await user.click(await screen.findByRole('button', { name: 'Dispute the card of Dana Eck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute the card of Dana Eck?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note for the admins (optional)' }),
      'Wrong player',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Dispute' }));
    await screen.findByText('Card disputed');
    expect(writes()).toEqual([{ path: '/api/disputeCard', body: { card_id: 5, note: 'Wrong player' } }]);
  });

  it('offers no second dispute of a card an admin kept', async () => {
    cards = [{ ...yellow, kept: true }];
    renderInApp(<MatchCard match={match} teams={teams} viewer={guestCaptain} />);
    expect(await screen.findByText('Yellow: Dana Eck (min. 23)')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Dispute/ })).toBeNull();
  });

  it('offers the referees no dispute of the card one of them recorded, the other one it', async () => {
    // A referee who is no captain gets no pending results (decision 092): the final result's cards.
    const refereed: Match = {
      ...testMatch([testResult(2, 1, { is_final: true })], new Date(Date.now() - HOUR).toISOString()),
      referee_id: 50,
      referee_id_2: 51,
    };
    cards = [{ ...yellow, recorded_team_id: null, recorded_by: 50 }];
    const recorder: Viewer = { user: testUser(50, 'PLAYER', 5), teamId: 5 };
    const { unmount } = renderInApp(<MatchCard match={refereed} teams={teams} viewer={recorder} />);
    expect(await screen.findByText('Yellow: Dana Eck (min. 23)')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Dispute/ })).toBeNull();
    unmount();
    const other: Viewer = { user: testUser(51, 'PLAYER', 6), teamId: 6 };
    renderInApp(<MatchCard match={refereed} teams={teams} viewer={other} />);
    expect(await screen.findByRole('button', { name: 'Dispute the card of Dana Eck' })).toBeVisible();
  });

  it('an admin keeps or removes a disputed card, asked once, in German', async () => {
    cards = [{ ...yellow, disputed: true, dispute_note: 'Falscher Spieler' }];
    const { user } = renderInApp(<MatchCard match={match} teams={teams} viewer={admin} />, {
      locale: 'de',
    });
    expect(
      await screen.findByText(
        'Gelb: Dana Eck (23. Min.) (angefochten, ein Admin entscheidet: „Falscher Spieler“)',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Karte von Dana Eck streichen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Karte von Dana Eck streichen?' });
    expect(within(dialog).getByText('Die Karte (Gelb) wird endgültig gestrichen.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Streichen' }));
    await screen.findByText('Karte gestrichen');
    expect(writes()).toEqual([{ path: '/api/resolveCardDispute', body: { card_id: 5, keep: false } }]);
  });

  it("a player of another team sees a final result's cards and no button", async () => {
    const final = testMatch(
      [testResult(2, 1, { is_final: true })],
      new Date(Date.now() - HOUR).toISOString(),
    );
    renderInApp(<MatchCard match={final} teams={teams} viewer={otherPlayer} />);
    expect(await screen.findByText('Yellow: Dana Eck (min. 23)')).toBeVisible();
    expect(screen.queryByRole('button', { name: /card/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /Dispute/ })).toBeNull();
  });
});
