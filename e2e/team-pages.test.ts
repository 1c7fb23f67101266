import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Season, Team } from '../common/api/types';
import { earlierMeetings } from '../common/league/head-to-head';
import { podium } from '../common/league/history';
import { openPage, SCREENSHOTS_WANTED, WIDTHS } from './harness';
import { expectAccessible, openAs, withServerAndBrowser } from './helpers';

/** Team pages, form, head-to-head, the podium and the CSV downloads (issue 20 §3-4). */
const site = withServerAndBrowser();
let seasons: Season[];
let teams: Team[];
const shots = '/tmp/team-pages-shots';

const read = async <T>(path: string) =>
  ((await (await fetch(`${site.server.url}${path}`)).json()) as { data: T }).data;

beforeAll(async () => {
  [seasons, teams] = await Promise.all([
    read<Season[]>('/api/getSeasons'),
    read<Team[]>('/api/getAcceptedTeams'),
  ]);
  mkdirSync(shots, { recursive: true });
});

const current = () => seasons[seasons.length - 1] as Season;

/** The table's group stage of the season shown first (the current one). */
async function groupStage(page: Page) {
  await page.goto('/table');
  const tab = page.getByRole('tab', { name: 'Group Stage' });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect.poll(() => page.getByRole('table').first().isVisible()).toBe(true);
}

/** What a team page shows of the team: form, the chart with title and description, history, head-to-head. */
async function checkTeamPage(page: Page, team: Team) {
  await expect.poll(() => page.getByRole('heading', { level: 1, name: team.name }).isVisible()).toBe(true);
  // The document title is the team's name (issue 20), also after moving between pages in the app.
  await expect.poll(() => page.title()).toBe(`${team.name} · Munich University League`);
  expect(await page.getByText(`Members`, { exact: true }).isVisible()).toBe(true);
  const form = page.getByRole('region', { name: 'Form' });
  expect(await form.getByText(/^Form, oldest first: (won|drawn|lost)/).count()).toBe(1);
  const chart = page.getByRole('img', { name: `Points by week: ${team.name}` });
  expect(await chart.isVisible()).toBe(true);
  expect(await chart.locator('title').textContent()).toBe(`Points by week: ${team.name}`);
  expect(await chart.locator('desc').textContent()).toMatch(/week 1: \d+ points?/);
  // The chart's figures again as a table, for screen readers.
  expect(await page.getByRole('table', { name: `Points by week: ${team.name}` }).count()).toBe(1);
  const history = page.getByRole('region', { name: 'History' });
  for (const season of seasons) {
    if (season.groups.some((g) => g.teams.some((t) => t.id === team.id)))
      expect(await history.getByRole('rowheader', { name: season.name }).count()).toBe(1);
  }
  // Head-to-head: a match of this season against a team met last season lists that meeting.
  const all = seasons.flatMap((s) => s.matches);
  const withHistory = current().matches.find(
    (m) => (m.home_id === team.id || m.guest_id === team.id) && earlierMeetings(all, m).length > 0,
  );
  if (!withHistory) throw new Error(`the demo has no repeat meeting for ${team.name}`);
  const meetings = earlierMeetings(all, withHistory);
  const disclosure = page.getByText(`Earlier meetings: ${meetings.length}`).first();
  await disclosure.click();
  const earlier = seasons.find((s) => s.id === meetings[0]?.season_id) as Season;
  await expect
    .poll(() =>
      page.getByText(`${earlier.name}, week ${meetings[0]?.week}:`, { exact: false }).first().isVisible(),
    )
    .toBe(true);
}

describe('team pages', () => {
  it('open from the table and from the matches, with form, chart, history and head-to-head', async () => {
    const group = current().groups[0];
    const row = group?.teams[0];
    const team = teams.find((t) => t.id === row?.id);
    if (!group || !row || !team) throw new Error('the demo season has no group');

    for (const [label, width] of Object.entries(WIDTHS)) {
      const { page, context, errors } = await openPage(site.browser, site.server.url, width);
      await groupStage(page);
      const table = page.getByRole('table', { name: group.name });
      // The form guide stands in each row (a column on desktops, under the name on phones), spoken as words.
      const spoken = table.getByText(/^Form, oldest first:/);
      const shown = await Promise.all((await spoken.all()).map((text) => text.isVisible()));
      expect(shown.filter(Boolean)).toHaveLength(group.teams.length);
      if (SCREENSHOTS_WANTED)
        await page.screenshot({ path: join(shots, `table-${label}.png`), fullPage: true });
      await table.getByRole('button', { name: row.name, exact: true }).click();
      await page.getByRole('link', { name: `${row.name}: form, matches and history` }).click();
      await expect.poll(() => page.url()).toBe(`${site.server.url}/teams/${team.id}`);
      await checkTeamPage(page, team);
      if (SCREENSHOTS_WANTED)
        await page.screenshot({ path: join(shots, `team-${label}.png`), fullPage: true });
      await expectAccessible(page);

      // From a match row of /matches: its details link both teams' pages and list earlier meetings.
      await page.goto('/matches');
      const first = page.locator('summary').first();
      await first.click();
      const details = page.locator('details[open]').first();
      expect(await details.getByText('Earlier meetings', { exact: true }).count()).toBe(1);
      if (SCREENSHOTS_WANTED)
        await page.screenshot({ path: join(shots, `matches-${label}.png`), fullPage: false });
      const link = details.getByRole('link').filter({ hasText: /./ }).nth(1);
      const name = (await link.textContent()) ?? '';
      await link.click();
      const opened = teams.find((t) => t.name === name);
      if (!opened) throw new Error(`no team named ${name}`);
      await expect.poll(() => page.url()).toBe(`${site.server.url}/teams/${opened.id}`);
      await checkTeamPage(page, opened);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("is prerendered: the team's name, form and chart are in the HTML before any script", async () => {
    const team = teams[0] as Team;
    const html = await (await fetch(`${site.server.url}/teams/${team.id}`)).text();
    const escaped = team.name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(html).toContain(`<title>${escaped} · Munich University League</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped} in the Munich University League:`);
    expect(html).toContain('id="prerendered-data"');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${team.name}</h1>`));
    expect(html).toContain('role="img"');
    // A made-up id: the app's page, no prerendered data.
    const unknown = await fetch(`${site.server.url}/teams/987654`);
    expect(await unknown.text()).not.toContain('id="prerendered-data"');
  });

  it('shows champion, runner-up and third of a finished season on the table and on their pages', async () => {
    const finished = seasons.find((s) => podium(s.matches) !== null);
    if (!finished) throw new Error('the demo has no finished season');
    const top = podium(finished.matches) as NonNullable<ReturnType<typeof podium>>;
    const champion = teams.find((t) => t.id === top.champion) as Team;
    const { page, context } = await openPage(site.browser, site.server.url, WIDTHS.phone);
    await page.goto('/table');
    await page.getByLabel('Season').selectOption(String(finished.id));
    const podiumBox = page.getByRole('region', { name: 'Final standings' });
    await expect.poll(() => podiumBox.isVisible()).toBe(true);
    expect(await podiumBox.getByRole('link', { name: champion.name }).count()).toBe(1);
    if (SCREENSHOTS_WANTED) await page.screenshot({ path: join(shots, 'podium-phone.png'), fullPage: false });
    await podiumBox.getByRole('link', { name: champion.name }).click();
    await expect.poll(() => page.getByRole('term').filter({ hasText: 'Champion' }).count()).toBe(1);
    expect(await page.getByText(finished.name, { exact: true }).first().isVisible()).toBe(true);
    await context.close();
  });
});

/** Clicks the button and returns the downloaded file's bytes and name. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  // Read as a stream: the browser the files share (e2e/global-setup.ts) keeps downloads on its side.
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

/** The BOM, CRLF line ends, and the rows as text. */
function csvLines(bytes: Buffer): string[] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r]/);
  expect(text).not.toMatch(/^sep=/);
  return text.split('\r\n').slice(0, -1);
}

describe('CSV downloads', () => {
  it('the table, the fixtures and, for a captain, the roster', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, WIDTHS.phone);
    await groupStage(page);
    const table = await download(page, 'Download the table (CSV)');
    expect(table.name).toMatch(/^table-.*\.csv$/);
    const lines = csvLines(table.bytes);
    expect(lines[0]).toBe(
      'Group,Position,Team,Matches,Wins,Draws,Losses,Goals for,Goals against,Goal difference,Penalty points,Points',
    );
    const rows = current().groups.flatMap((g) => g.teams.map((t) => ({ g, t })));
    expect(lines).toHaveLength(rows.length + 1);
    const { g, t } = rows.find(({ t }) => t.goal_difference < 0) ?? (rows[0] as (typeof rows)[number]);
    // A negative goal difference stays a number, not a neutralised text.
    expect(lines).toContain(
      [
        g.name,
        t.position,
        t.name,
        t.matches,
        t.wins,
        t.draws,
        t.losses,
        t.goals_scored,
        t.goals_conceded,
        t.goal_difference,
        t.penalty_points,
        t.points,
      ].join(','),
    );

    await page.goto('/matches');
    const fixtures = csvLines((await download(page, 'Download the fixtures (CSV)')).bytes);
    expect(fixtures[0]).toBe(
      'Week,Stage,Date,Kick-off,Home,Guest,Home goals,Guest goals,Note,Pitch,Referee teams',
    );
    expect(fixtures).toHaveLength(current().matches.length + 1);
    await context.close();

    const captain = await openAs(
      site.browser,
      site.server.url,
      'captain@demo.example',
      '/dashboard/my-team',
      {
        width: WIDTHS.phone,
      },
    );
    await expect
      .poll(() => captain.page.getByRole('button', { name: 'Download the roster (CSV)' }).isVisible())
      .toBe(true);
    const roster = csvLines((await download(captain.page, 'Download the roster (CSV)')).bytes);
    expect(roster[0]).toBe('Name,Role,Phone,Mail');
    expect(roster.some((line) => line.includes('captain@demo.example'))).toBe(true);
    // A phone number starting with + is a text cell a spreadsheet must not run: it keeps a quote.
    expect(roster.filter((line) => /,\+/.test(line))).toEqual([]);
    await captain.context.close();

    // A German page: semicolons (German Excel), German headers, and the team page in German.
    const german = await openPage(site.browser, site.server.url, WIDTHS.desktop);
    await german.context.addCookies([{ name: 'lang', value: 'de', url: site.server.url }]);
    await german.page.goto('/table');
    const gruppen = german.page.getByRole('tab', { name: 'Gruppenphase' });
    if ((await gruppen.count()) > 0 && (await gruppen.getAttribute('aria-selected')) !== 'true')
      await gruppen.click();
    const tabelle = csvLines((await download(german.page, 'Tabelle herunterladen (CSV)')).bytes);
    expect(tabelle[0]).toBe(
      'Gruppe;Platz;Team;Spiele;Siege;Unentschieden;Niederlagen;Tore;Gegentore;Tordifferenz;Strafpunkte;Punkte',
    );
    expect(tabelle.every((line) => !line.includes(',') || line.includes('"'))).toBe(true);
    const team = teams[0] as Team;
    await german.page.goto(`/teams/${team.id}`);
    await expect
      .poll(() => german.page.getByRole('img', { name: `Punkte pro Spieltag: ${team.name}` }).isVisible())
      .toBe(true);
    if (SCREENSHOTS_WANTED)
      await german.page.screenshot({ path: join(shots, 'team-de-desktop.png'), fullPage: true });
    await expectAccessible(german.page);
    await german.context.close();

    const player = await openAs(site.browser, site.server.url, 'player@demo.example', '/dashboard/my-team', {
      width: WIDTHS.phone,
    });
    await expect.poll(() => player.page.getByRole('heading', { name: 'Members' }).isVisible()).toBe(true);
    expect(await player.page.getByRole('button', { name: 'Download the roster (CSV)' }).count()).toBe(0);
    await player.context.close();
  });
});
