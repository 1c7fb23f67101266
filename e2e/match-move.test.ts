import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionPaths } from '../common/api/links';
import type { MatchDateProposal } from '../common/api/match-moves';
import type { Match, Team } from '../common/api/types';
import { instantFromWallClock } from '../common/league/kick-off';
import { openPage, SCREENSHOTS_WANTED, screenshotBoth, viewportAt, WIDTHS } from './harness';
import {
  apiLogin,
  apiPost,
  currentSeason,
  dataOf,
  expectAccessible,
  openAs,
  seen,
  withServerAndBrowser,
} from './helpers';

/**
 * Moving a match by consent (docs/PRODUCT.md#moving-a-match, decision 035): one captain proposes
 * in one browser, the other team's captain accepts (or declines) in another, on phones.
 */

const site = withServerAndBrowser();
let admin: string;

const CAPTAIN = 'captain@demo.example';

const post = <T>(path: string, token: string | null, body?: Record<string, unknown>) =>
  apiPost<T>(site.server.url, path, token, body);
const login = (email: string) => apiLogin(site.server.url, email);

beforeAll(async () => {
  admin = await login('admin@demo.example');
});

/** A day `days` from now as the date part of a wall clock ('YYYY-MM-DD'). */
const day = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
/** How a match card shows the kick-off: dd.mm.yyyy HH:mm. */
const onCard = (wallClock: string) => {
  const [date, time] = wallClock.split('T') as [string, string];
  return `${date.split('-').reverse().join('.')} ${time}`;
};
/** How the public matches row shows it: dd/mm/yy, the time beside it. */
const onPublicRow = (wallClock: string) => {
  const [date, time] = wallClock.split('T') as [string, string];
  const [y, m, d] = date.split('-') as [string, string, string];
  return `${d}/${m}/${y.slice(2)}${time}`;
};

const card = (page: Page, matchId: number): Locator => page.locator(`#match-${matchId}`);

/** The match card alone at 390 and 1280 px (e2e/screenshots), for people to look at. */
async function cardShots(page: Page, matchId: number, name: string) {
  const dir = join(process.cwd(), 'e2e', 'screenshots');
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewportAt(width));
    await card(page, matchId).scrollIntoViewIfNeeded();
    if (SCREENSHOTS_WANTED)
      await card(page, matchId).screenshot({ path: join(dir, `${name}-card-${label}.png`) });
  }
  await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
}
const proposalBox = (page: Page, matchId: number) =>
  card(page, matchId).getByRole('group', { name: 'Proposed new date' });

describe('moving a match by consent', () => {
  it('one captain proposes, the other accepts: the new date shows on both dashboards and on Matches; a decline keeps it', async () => {
    const captainToken = await login(CAPTAIN);
    const tum = dataOf(await post<{ member_of: number }>('/api/getUserByToken', captainToken)).member_of;
    const season = await currentSeason(site.server.url);
    const match = season.matches.find(
      (m) =>
        (m.home_id === tum || m.guest_id === tum) &&
        m.home_id !== null &&
        m.guest_id !== null &&
        m.results.length === 0,
    ) as Match;
    expect(match).toBeDefined();
    // The agreed kick-off, five days ahead (set by an admin, who may set any date).
    const agreed = `${day(5)}T18:30`;
    dataOf(
      await post('/api/updateMatchDate', admin, {
        match_id: match.id,
        date: instantFromWallClock(agreed)?.toISOString(),
      }),
    );
    const opponentId = match.home_id === tum ? match.guest_id : match.home_id;
    const opponent = dataOf(await post<Team[]>('/api/getTeams', admin)).find(
      (t) => t.id === opponentId,
    ) as Team;
    const opponentMail = opponent.players?.find((p) => p.id === opponent.captain?.id)?.mail as string;

    // Two people, two browsers, both on phones.
    const proposer = await openAs(site.browser, site.server.url, CAPTAIN, actionPaths.match(match.id), {
      width: WIDTHS.phone,
    });
    const mine = card(proposer.page, match.id);
    await expect.poll(() => mine.isVisible()).toBe(true);
    await expect.poll(() => mine.getByText(onCard(agreed), { exact: true }).count()).toBe(1);
    // A dated match has no date form for a captain any more: a move is proposed.
    expect(await mine.getByLabel('Kick-off (Munich time)', { exact: true }).count()).toBe(0);
    const field = mine.getByLabel('New kick-off (Munich time)');
    const moved = `${day(6)}T19:00`;
    await field.fill(moved);
    await mine.getByRole('button', { name: 'Propose' }).click();
    await seen(proposer.page, 'New date proposed!');
    await expect.poll(() => proposalBox(proposer.page, match.id).count()).toBe(1);
    const box = proposalBox(proposer.page, match.id);
    expect(await box.textContent()).toContain(`New kick-off proposed: ${onCard(moved)}`);
    expect(await box.getByRole('button', { name: 'Withdraw proposal' }).count()).toBe(1);
    expect(await box.getByRole('button', { name: 'Accept new date' }).count()).toBe(0);
    // Until accepted, the match keeps its kick-off.
    expect(await mine.getByText(onCard(agreed), { exact: true }).count()).toBe(1);
    await expectAccessible(proposer.page);
    await screenshotBoth(proposer.page, 'match-move-proposed');
    await cardShots(proposer.page, match.id, 'match-move-proposed');

    // The other captain finds it on the To do list and follows it to the card.
    const answerer = await openAs(site.browser, site.server.url, opponentMail, actionPaths.myTeam, {
      width: WIDTHS.phone,
    });
    const item = answerer.page
      .getByRole('region', { name: 'To do', exact: true })
      .locator(`a[href="${actionPaths.match(match.id)}"]`)
      .filter({ hasText: 'proposes a new kick-off' });
    await expect.poll(() => item.count()).toBe(1);
    await item.click();
    await answerer.page.waitForURL((url) => url.hash === `#match-${match.id}`);
    const theirs = proposalBox(answerer.page, match.id);
    await expect.poll(() => theirs.count()).toBe(1);
    expect(await theirs.getByRole('button', { name: 'Withdraw proposal' }).count()).toBe(0);
    await expectAccessible(answerer.page);
    await screenshotBoth(answerer.page, 'match-move-to-answer');
    await cardShots(answerer.page, match.id, 'match-move-to-answer');
    await theirs.getByRole('button', { name: 'Accept new date' }).click();
    await seen(answerer.page, 'Match moved!');
    await expect
      .poll(() => card(answerer.page, match.id).getByText(onCard(moved), { exact: true }).count())
      .toBe(1);
    await expect.poll(() => theirs.count()).toBe(0);
    await cardShots(answerer.page, match.id, 'match-move-accepted');

    // The proposer sees it too (on the next load), and so does everyone on the public Matches page.
    await proposer.page.reload();
    await expect
      .poll(() => card(proposer.page, match.id).getByText(onCard(moved), { exact: true }).count())
      .toBe(1);
    expect(await proposalBox(proposer.page, match.id).count()).toBe(0);
    const visitor = await openPage(site.browser, site.server.url, WIDTHS.phone);
    await visitor.page.goto('/matches');
    await visitor.page.getByRole('tab', { name: `Week ${match.week}`, exact: true }).click();
    const row = visitor.page.locator('tr[data-teams]').filter({ hasText: onPublicRow(moved) });
    await expect.poll(() => row.count()).toBeGreaterThan(0);

    // A second move, declined: the match keeps the kick-off agreed before.
    const again = `${day(7)}T20:00`;
    await card(proposer.page, match.id).getByLabel('New kick-off (Munich time)').fill(again);
    await card(proposer.page, match.id).getByRole('button', { name: 'Propose' }).click();
    await seen(proposer.page, 'New date proposed!');
    await answerer.page.reload();
    await expect.poll(() => proposalBox(answerer.page, match.id).count()).toBe(1);
    await proposalBox(answerer.page, match.id).getByRole('button', { name: 'Decline' }).click();
    // Asked once (decision 080).
    await answerer.page
      .getByRole('dialog', { name: 'Decline the new kick-off?' })
      .getByRole('button', { name: 'Decline' })
      .click();
    await seen(answerer.page, 'Proposal declined!');
    await expect.poll(() => proposalBox(answerer.page, match.id).count()).toBe(0);
    await proposer.page.reload();
    await expect
      .poll(() => card(proposer.page, match.id).getByText(onCard(moved), { exact: true }).count())
      .toBe(1);
    expect(await proposalBox(proposer.page, match.id).count()).toBe(0);
    const open = dataOf(await post<MatchDateProposal[]>('/api/getMatchDateProposals', admin));
    expect(open.filter((p) => p.match_id === match.id)).toEqual([]);

    expect(proposer.errors).toEqual([]);
    expect(answerer.errors).toEqual([]);
    await Promise.all([proposer.context.close(), answerer.context.close(), visitor.context.close()]);
  });

  it('an admin sees open proposals above the matches and decides one', async () => {
    const captainToken = await login(CAPTAIN);
    const tum = dataOf(await post<{ member_of: number }>('/api/getUserByToken', captainToken)).member_of;
    const season = await currentSeason(site.server.url);
    const match = season.matches
      .filter(
        (m) =>
          (m.home_id === tum || m.guest_id === tum) &&
          m.home_id !== null &&
          m.guest_id !== null &&
          m.results.length === 0,
      )
      .at(-1) as Match;
    const agreed = `${day(9)}T18:00`;
    dataOf(
      await post('/api/updateMatchDate', admin, {
        match_id: match.id,
        date: instantFromWallClock(agreed)?.toISOString(),
      }),
    );
    const moved = `${day(10)}T17:30`;
    dataOf(
      await post('/api/proposeMatchDate', captainToken, {
        match_id: match.id,
        date: instantFromWallClock(moved)?.toISOString(),
      }),
    );
    const { page, context, errors } = await openAs(
      site.browser,
      site.server.url,
      'admin@demo.example',
      '/dashboard/matches',
      {
        width: WIDTHS.phone,
      },
    );
    const list = page.getByRole('region', { name: 'Proposed new dates' });
    await expect.poll(() => list.count()).toBe(1);
    const entry = list.getByRole('group', { name: 'Proposed new date' });
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.textContent()).toContain(onCard(moved));
    await expectAccessible(page);
    await screenshotBoth(page, 'match-move-admin-list');
    const dir = join(process.cwd(), 'e2e', 'screenshots');
    if (SCREENSHOTS_WANTED)
      await list.screenshot({ path: join(dir, 'match-move-admin-list-section-phone.png') });
    await entry.getByRole('button', { name: 'Accept new date' }).click();
    await seen(page, 'Match moved!');
    await expect.poll(() => list.count()).toBe(0);
    const after = (await currentSeason(site.server.url)).matches.find((m) => m.id === match.id);
    expect(after?.date).toBe(instantFromWallClock(moved)?.toISOString());
    expect(errors).toEqual([]);
    await context.close();
  });
});
