import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyTeam, Team } from '../common/api/types';
import { SCREENSHOTS_WANTED, viewportAt, WIDTHS } from './harness';
import { apiLogin, apiPost, dataOf, expectAccessible, openAs, seen, withServerAndBrowser } from './helpers';

/**
 * The audit log (docs/PRODUCT.md#audit-log): an admin switches team registration off, opens
 * Dashboard > Audit log from the menu, filters by action and day and finds that change with its
 * before and after; a captain opens the own team's entries from My Team and sees an admin's edit
 * of the team, but not an edit of another team.
 */

const site = withServerAndBrowser();
const SHOTS = '/tmp/audit-shots';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
});

async function shoot(page: Page, name: string) {
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewportAt(width));
    if (SCREENSHOTS_WANTED) {
      await page.waitForTimeout(200);
      await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: label === 'phone' });
    }
  }
}

/** Today on the league's clock, as a date input holds it. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', dateStyle: 'short' }).format(new Date());

describe('audit log', () => {
  it('an admin filters the audit log and finds the change they just made', async () => {
    const { page, errors, context } = await openAs(
      site.browser,
      site.server.url,
      'admin@demo.example',
      '/dashboard/my-team',
      {
        width: WIDTHS.phone,
      },
    );
    await page.getByRole('tab', { name: 'All Teams' }).click();
    const registration = page.getByRole('switch', { name: 'Team registration open' });
    await expect.poll(() => registration.isChecked()).toBe(true);
    await page.getByText('Team registration open', { exact: true }).click();
    await expect.poll(() => registration.isChecked()).toBe(false);

    // Through the menu, as an admin gets there on a phone.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL('**/dashboard/audit-log');
    await page.getByLabel('Action').selectOption({ label: 'League settings changed' });
    await page.getByLabel('From', { exact: true }).fill(today());
    await page.getByLabel('To', { exact: true }).fill(today());
    const entries = page.getByRole('list', { name: 'Audit log entries' });
    const entry = entries.getByRole('listitem').first();
    await expect.poll(() => entries.getByRole('listitem').count()).toBe(1);
    expect(await entry.getByRole('heading').textContent()).toBe('League settings changed: League settings');
    expect(await entry.textContent()).toContain('Alexandra Admin');
    expect(await entry.textContent()).toMatch(/Registration open\s*yes\s*→\s*changed to\s*no/);
    expect(page.url()).toContain('action=settings.update');

    // A day without entries shows none; the filters stay in the address for a reload.
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-02');
    await seen(page, 'No entries match these filters.');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await seen(page, 'No entries match these filters.');
    // Both dates cleared within one task, as a quick user on a busy phone does: neither change is lost.
    await page.evaluate(() => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      for (const label of ['From', 'To']) {
        const input = [...document.querySelectorAll('label')].find(
          (l) => l.textContent?.trim() === label,
        )?.control;
        if (!(input instanceof HTMLInputElement) || !setValue) throw new Error(`no date field ${label}`);
        setValue.call(input, '');
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
    await page.getByLabel('Action').selectOption({ label: 'All actions' });
    await expect.poll(() => entries.getByRole('listitem').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await shoot(page, 'audit-log-admin');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a captain sees the own team's entries from My Team, not other teams'", async () => {
    const admin = await apiLogin(site.server.url, 'admin@demo.example');
    const captain = await apiLogin(site.server.url, 'captain@demo.example');
    const own = dataOf(await apiPost<MyTeam>(site.server.url, '/api/getMyTeam', captain));
    if (!own) throw new Error('the demo captain has no team');
    const teams = dataOf(await apiPost<Team[]>(site.server.url, '/api/getTeams', admin));
    const other = teams.find((team) => team.id !== own.id && team.accepted);
    if (!other) throw new Error('no other team');
    for (const [team, short] of [
      [own, 'AUDIT1'],
      [other, 'AUDIT2'],
    ] as const) {
      dataOf(
        await apiPost(site.server.url, '/api/updateTeam', admin, { team_id: team.id, name_short: short }),
      );
    }

    const { page, errors, context } = await openAs(
      site.browser,
      site.server.url,
      'captain@demo.example',
      '/dashboard/my-team',
    );
    await page.getByRole('link', { name: `Audit log of ${own.name}` }).click();
    await page.waitForURL('**/dashboard/audit-log?team=*');
    const entries = page.getByRole('list', { name: 'Audit log entries' });
    await expect.poll(() => entries.getByText('AUDIT1').count()).toBeGreaterThan(0);
    expect(await entries.getByText('AUDIT2').count()).toBe(0);
    // No team filter for a captain: the server shows the own team's entries only.
    expect(await page.getByLabel('Team', { exact: true }).count()).toBe(0);
    const edit = entries.getByRole('listitem').filter({ hasText: 'AUDIT1' }).first();
    expect(await edit.getByRole('heading').textContent()).toBe(`Team edited: ${own.name}`);
    expect(await edit.textContent()).toContain('Alexandra Admin');
    await expectAccessible(page);
    await shoot(page, 'audit-log-captain');

    // In German (the language switch's cookie): the same entry in the reader's words.
    await context.addCookies([{ name: 'lang', value: 'de', url: site.server.url }]);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    const german = page.getByRole('list', { name: 'Einträge im Änderungsprotokoll' });
    const changed = german.getByRole('listitem').filter({ hasText: 'AUDIT1' }).first();
    await expect.poll(() => changed.getByRole('heading').textContent()).toBe(`Team bearbeitet: ${own.name}`);
    expect(await changed.textContent()).toContain('Kurzname');
    await shoot(page, 'audit-log-captain-de');
    expect(errors).toEqual([]);
    await context.close();
  });
});
