// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match, Result, Team } from '../../../../common/api/types';
import { GUEST, HOME, HOUR, testMatch, testResult, testTeam, testUser } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { acceptResult } from '../api/accept-result';
import { MatchCard, type Viewer } from './match-card';

/**
 * What each role sees on one match card, as the policies of common/policies decide it (through
 * web/lib/authorization.ts): the home captain, the guest captain, the referee team's captain and a
 * player of a team that is not in the match.
 */

vi.mock('../api/accept-result', () => ({ acceptResult: vi.fn() }));
const accepted = vi.mocked(acceptResult);

const REFEREES = 3;
const OTHER = 4;
const teams = new Map<number, Team>([
  [HOME, testTeam(HOME, 'Physik FC', { id: 10, name: 'Anna Berg', phone: '+4915100000010' })],
  [GUEST, testTeam(GUEST, 'BWL Athletic', { id: 20, name: 'Ben Kurz', phone: '+4915100000020' })],
  [REFEREES, testTeam(REFEREES, 'Jura United', { id: 30, name: 'Cem Ay', phone: '+4915100000030' })],
]);

const homeCaptain: Viewer = { user: testUser(10, 'CAPTAIN', HOME), teamId: HOME };
const guestCaptain: Viewer = { user: testUser(20, 'CAPTAIN', GUEST), teamId: GUEST };
const refereeCaptain: Viewer = { user: testUser(30, 'CAPTAIN', REFEREES), teamId: REFEREES };
const otherPlayer: Viewer = { user: testUser(40, 'PLAYER', OTHER), teamId: OTHER };

/** The home captain's suggestion of 2:1, waiting for the guests' answer. */
const suggested = testResult(2, 1, { created_at: new Date(Date.now() - HOUR / 2).toISOString() });

/** Kicked off an hour ago (the card asks the policies about the real time), refereed by REFEREES. */
const played = (results: Result[]): Match => ({
  ...testMatch(results, new Date(Date.now() - HOUR).toISOString()),
  referee_team_id: REFEREES,
});
/** Kicks off tomorrow. */
const ahead = (): Match => ({
  ...testMatch([], new Date(Date.now() + 24 * HOUR).toISOString()),
  referee_team_id: REFEREES,
});

const card = (match: Match, viewer: Viewer) => <MatchCard match={match} teams={teams} viewer={viewer} />;

describe('the match card, per role', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    accepted.mockReset();
    accepted.mockResolvedValue({ status: true, data: { ...suggested, is_final: true } });
    // The card's own reads (pitches, date proposals): none in these matches.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ status: true, data: [] })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("the guest captain sees the home team's suggestion with Accept, and accepting sends that result", async () => {
    const { user } = renderInApp(card(played([suggested]), guestCaptain));
    expect(screen.getByText('Pending: 2:1 by Anna Berg')).toBeInTheDocument();
    // The opponent's captain, with the phone to call.
    expect(screen.getByText(/Captain Physik FC: Anna Berg/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+4915100000010' })).toHaveAttribute(
      'href',
      'tel:+4915100000010',
    );
    await user.click(screen.getByRole('button', { name: 'Accept result 2:1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept 2:1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(accepted).toHaveBeenCalledWith(8);
    expect(await screen.findByText('Result accepted!')).toBeInTheDocument();
  });

  it('the home captain, who suggested it, sees it pending but neither Accept nor a second result form', () => {
    renderInApp(card(played([suggested]), homeCaptain));
    expect(screen.getByText('Pending: 2:1 by Anna Berg')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suggest result' })).not.toBeInTheDocument();
  });

  it('a captain of the match with no result yet gets the result form after the kick-off', () => {
    renderInApp(card(played([]), homeCaptain));
    expect(
      screen.getByRole('form', { name: 'Suggest a result for Physik FC vs BWL Athletic' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suggest result' })).toBeInTheDocument();
  });

  it('before the kick-off a captain of the match is told the result comes after it', () => {
    renderInApp(card(ahead(), homeCaptain));
    expect(screen.getByText('The result can be entered after the kick-off.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suggest result' })).not.toBeInTheDocument();
  });

  it("the referee team's captain names the referee before the kick-off and sees pending results, but may not accept", () => {
    renderInApp(card(ahead(), refereeCaptain));
    expect(screen.getByLabelText(/^Referee 1 \(Jura United\)/)).toBeInTheDocument();
    renderInApp(card(played([suggested]), refereeCaptain));
    expect(screen.getByText('Pending: 2:1 by Anna Berg')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('a player of another team sees the match alone: no pending result, no forms, no phones, nothing to manage', () => {
    renderInApp(card(played([suggested]), otherPlayer));
    expect(screen.getByRole('heading', { name: 'Physik FC vs BWL Athletic' })).toBeInTheDocument();
    expect(screen.getByText('No result yet')).toBeInTheDocument();
    expect(screen.getByText('Referee 1: Jura United (no referee chosen yet)')).toBeInTheDocument();
    expect(screen.queryByText(/Pending/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('a final result is shown to everyone, and nobody is offered a form for it', () => {
    const final = { ...suggested, is_final: true };
    for (const viewer of [homeCaptain, guestCaptain, otherPlayer]) {
      renderInApp(card(played([final]), viewer));
    }
    expect(screen.getAllByText('Result: 2:1')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Suggest result' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });
});
