/**
 * Safe actions on a phone (issue 24, point 6): a referee choice can be undone from its alert, a
 * team below the draw's minimum is accepted only after a warning with the count, alerts name
 * their subject on a second line and sit at the bottom of a phone's screen, clear of the menu.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionPaths } from '../common/api/links';
import type { Match, Season, Team } from '../common/api/types';
import { LIMITS } from '../common/limits';
import { DEMO_PASSWORD, WIDTHS } from './harness';
import { apiLogin, apiPost, confirmInDialog, dataOf, openAs, seen, withServerAndBrowser } from './helpers';

const ADMIN = 'admin@demo.example';

const site = withServerAndBrowser();
let admin: string;

beforeAll(async () => {
  admin = await apiLogin(site.server.url, ADMIN, DEMO_PASSWORD);
});

async function teams(): Promise<Map<number, Team>> {
  return new Map(
    dataOf(await apiPost<Team[]>(site.server.url, '/api/getTeams', admin)).map((t) => [t.id, t]),
  );
}

async function matches(): Promise<Match[]> {
  const res = await fetch(`${site.server.url}/api/getSeasons`);
  return ((await res.json()) as { data: Season[] }).data.flatMap((season) => season.matches);
}

/** The alert saying `text` as a phone shows it: where it sits, its close button. */
async function alertBox(page: Page, text: string) {
  const alert = page.getByRole('status').filter({ hasText: text });
  await expect.poll(() => alert.count()).toBe(1);
  const box = await alert.boundingBox();
  const close = await alert.getByRole('button', { name: 'Close message' }).boundingBox();
  return { alert, box, close };
}

describe('safe actions on a phone', () => {
  it('undoes a referee choice from the alert, which names whom for which match', async () => {
    const names = await teams();
    const match = (await matches()).find(
      (m) =>
        m.match_stage.startsWith('GROUP') &&
        m.referee_team_id !== null &&
        m.results.length === 0 &&
        m.home_id !== null &&
        m.guest_id !== null,
    ) as Match;
    expect(match).toBeDefined();
    const refereeTeam = names.get(match.referee_team_id as number) as Team;
    const [before, mistake] = (refereeTeam.players ?? [])
      .filter((p) => p.role === 'PLAYER' || p.role === 'CAPTAIN')
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(before && mistake).toBeTruthy();
    if (!before || !mistake) return;
    dataOf(
      await apiPost(site.server.url, '/api/assignReferee', admin, {
        match_id: match.id,
        referee_id: before.id,
        slot: 1,
      }),
    );

    // The match's deep link opens its week and scrolls to its card.
    const { page, context, errors } = await openAs(
      site.browser,
      site.server.url,
      ADMIN,
      actionPaths.match(match.id),
      {
        width: WIDTHS.phone,
      },
    );
    const title = `${names.get(match.home_id as number)?.name} vs ${names.get(match.guest_id as number)?.name}`;
    const card = page.getByRole('article', { name: title, exact: true });
    const select = card.getByLabel(`Referee 1 (${refereeTeam.name})`);
    await expect.poll(() => select.inputValue()).toBe(String(before.id));

    await select.selectOption({ label: mistake.name });
    await seen(page, 'Referee assigned!');
    const matchTitle = title.replace(' vs ', ' – ');
    await seen(page, `${mistake.name} for ${matchTitle}`);
    const { alert, box, close } = await alertBox(page, 'Referee assigned!');
    // At the bottom of the phone's screen, clear of the header and its menu button.
    const menu = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
    expect(box && menu && box.y > menu.y + menu.height).toBe(true);
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    expect(close?.width).toBeGreaterThanOrEqual(44);
    expect(close?.height).toBeGreaterThanOrEqual(44);
    await expect
      .poll(async () => (await matches()).find((m) => m.id === match.id)?.referee_id)
      .toBe(mistake.id);

    await alert.getByRole('button', { name: 'Undo' }).click();
    await seen(page, `${before.name} for ${matchTitle}`);
    await expect
      .poll(async () => (await matches()).find((m) => m.id === match.id)?.referee_id)
      .toBe(before.id);
    await expect.poll(() => select.inputValue()).toBe(String(before.id));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('warns with the count before accepting a team below the minimum, and accepts only when confirmed', async () => {
    const pending = [...(await teams()).values()].find((t) => !t.accepted) as Team;
    expect(pending.player_count).toBeLessThan(LIMITS.minTeamSize);
    const { page, context, errors } = await openAs(
      site.browser,
      site.server.url,
      ADMIN,
      '/dashboard/my-team',
      {
        width: WIDTHS.phone,
      },
    );
    await page.getByRole('tab', { name: 'Team Requests' }).click();
    const accept = page.getByRole('button', { name: `Accept ${pending.name}` });
    const warning = `${pending.name} has ${pending.player_count} of ${LIMITS.minTeamSize} players. The draw leaves out teams with fewer than ${LIMITS.minTeamSize} players until they have enough.`;

    // Cancel leaves the request as it was.
    await accept.click();
    await confirmInDialog(page, 'Cancel', warning);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect((await teams()).get(pending.id)?.accepted).toBe(false);

    await accept.click();
    await confirmInDialog(page, 'Accept', warning);
    await seen(page, 'Team accepted!');
    const { alert } = await alertBox(page, 'Team accepted!');
    expect(await alert.getByText(pending.name, { exact: true }).count()).toBe(1);
    await expect.poll(async () => (await teams()).get(pending.id)?.accepted).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
