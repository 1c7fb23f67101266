import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchSquad } from '../common/api/availability';
import { actionPaths } from '../common/api/links';
import type { RefereeSuggestion } from '../common/api/referee-planner';
import type { Match, Season, Team } from '../common/api/types';
import { WIDTHS } from './harness';
import {
  apiLogin,
  apiPost,
  currentSeason,
  dataOf,
  journeyShot,
  openAs,
  seen,
  signUpConfirmed,
  withServerAndBrowser,
} from './helpers';

/**
 * Issue 45's done-when journeys for free agents and the referee planner (docs/PRODUCT.md#free-agents,
 * #referee-planner): a new user puts up a profile on a phone; a captain short of players invites
 * them for the team's next match; they accept on their To do list and are on that match's squad as
 * a guest, not on the roster. And a referee team's captain appoints the planner's first suggestion.
 * Shots at 390 and 1280 px under JOURNEY_SHOTS_DIR.
 */

const site = withServerAndBrowser();
const post = <T>(path: string, token: string | null, body?: Record<string, unknown>) =>
  apiPost<T>(site.server.url, path, token, body);

const AGENT = { email: 'fiona.free@example.org', password: 'free-agent-pass-1', name: 'Fiona Free' };
let admin: string;
let season: Season;
let teams: Team[];
const teamOf = (id: number | null) => teams.find((team) => team.id === id) as Team;
const captainMail = (id: number | null) => {
  const team = teamOf(id);
  return team.players?.find((player) => player.id === team.captain?.id)?.mail as string;
};
const ahead = (match: Match) => match.date !== 'tbd' && Date.parse(match.date) > Date.now() + 3600_000;

beforeAll(async () => {
  admin = await apiLogin(site.server.url, 'admin@demo.example');
  teams = dataOf(await post<Team[]>('/api/getTeams', admin));
  season = await currentSeason(site.server.url);
});

describe('free agents', () => {
  it('a profile goes up, a captain invites for a match, the guest accepts: on the squad, not the roster', async () => {
    const match = season.matches.find(
      (candidate) => candidate.home_id !== null && candidate.guest_id !== null && ahead(candidate),
    );
    if (!match) throw new Error('the demo season has no dated match ahead');
    await signUpConfirmed(site.server.url, AGENT);

    const agent = await openAs(site.browser, site.server.url, AGENT.email, '/dashboard/free-agents', {
      password: AGENT.password,
      width: WIDTHS.phone,
    });
    const form = agent.page.getByRole('form', { name: 'My free agent profile' });
    await form.getByRole('checkbox', { name: 'Forward' }).check();
    await form.getByRole('checkbox', { name: 'Thu' }).check();
    await form
      .getByRole('textbox', { name: 'A short note' })
      .fill('Exchange student from Lyon, played in midfield.');
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Show it until').fill(until);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await seen(agent.page, 'Your profile is up.');
    await journeyShot(agent.page, 'free-agents-profile');

    const captain = await openAs(
      site.browser,
      site.server.url,
      captainMail(match.home_id),
      '/dashboard/free-agents',
      {
        width: WIDTHS.desktop,
      },
    );
    const card = captain.page.getByRole('listitem', { name: AGENT.name });
    await card.getByRole('combobox', { name: 'Match' }).selectOption(String(match.id));
    await journeyShot(captain.page, 'free-agents-list');
    await card.getByRole('button', { name: 'Invite for this match' }).click();
    await seen(captain.page, `${AGENT.name} is invited.`);

    await agent.page.goto('/dashboard/my-team');
    await agent.page.getByRole('button', { name: 'Accept' }).click();
    await seen(agent.page, 'Accepted. See you on the pitch!');
    await journeyShot(agent.page, 'free-agents-accepted');

    const token = await apiLogin(site.server.url, captainMail(match.home_id));
    const squad = dataOf(await post<MatchSquad>('/api/getSquad', token, { match_id: match.id }));
    expect(squad.players.find((player) => player.name === AGENT.name)).toMatchObject({
      guest: true,
      status: 'yes',
    });
    const roster = dataOf(await post<Team[]>('/api/getTeams', admin)).find(
      (team) => team.id === match.home_id,
    );
    expect(roster?.players?.map((player) => player.name)).not.toContain(AGENT.name);
    await agent.context.close();
    await captain.context.close();
  });
});

describe('referee planner', () => {
  it("a referee team's captain appoints the first suggestion in one tap", async () => {
    const match = season.matches.find(
      (candidate) => candidate.referee_team_id !== null && candidate.referee_id === null && ahead(candidate),
    );
    if (!match) throw new Error('the demo season has no match ahead with an open referee slot');
    const mail = captainMail(match.referee_team_id);
    const token = await apiLogin(site.server.url, mail);
    const [first] = dataOf(
      await post<RefereeSuggestion[]>('/api/suggestReferees', token, { match_id: match.id, slot: 1 }),
    );
    expect(first?.reason_if_excluded).toBeNull();

    const captain = await openAs(site.browser, site.server.url, mail, actionPaths.refereeing(match.id), {
      width: WIDTHS.phone,
    });
    const entry = captain.page.locator(`#match-${match.id}`);
    await expect
      .poll(() => entry.getByRole('group', { name: 'Who has refereed least this season' }).count())
      .toBeGreaterThan(0);
    await journeyShot(captain.page, 'referee-planner');
    await entry.getByRole('button', { name: 'Appoint' }).first().click();
    await seen(captain.page, 'Referee assigned!');
    const after = (await currentSeason(site.server.url)).matches.find((m) => m.id === match.id);
    expect(after?.referee_id).toBe(first?.user_id);
    await captain.context.close();
  });
});
