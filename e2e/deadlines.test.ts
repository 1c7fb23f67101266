import { beforeAll, describe, expect, it } from 'vitest';
import type { Season } from '../common/api/types';
import { screenshotBoth } from './harness';
import {
  apiLogin,
  apiPost,
  dataOf,
  expectAccessible,
  fieldError,
  openAs,
  seen,
  withServerAndBrowser,
} from './helpers';

/** The admin sets a season's result deadline on the Seasons page (docs/PRODUCT.md#deadlines). */

const site = withServerAndBrowser();

const SEASON = 'E2E Deadline Cup';

async function season(): Promise<Season> {
  const res = await fetch(`${site.server.url}/api/getSeasons`);
  const found = ((await res.json()) as { data: Season[] }).data.find((s) => s.name === SEASON);
  if (!found) throw new Error(`no season ${SEASON}`);
  return found;
}

beforeAll(async () => {
  const admin = await apiLogin(site.server.url, 'admin@demo.example');
  dataOf(await apiPost(site.server.url, '/api/addSeason', admin, { name: SEASON }));
});

describe('the result deadline', () => {
  it('the admin sets it in hours, 0 = never, with 44 px targets', async () => {
    const { context, page, errors } = await openAs(
      site.browser,
      site.server.url,
      'admin@demo.example',
      '/dashboard/seasons#deadline',
    );
    const panel = page.getByRole('region', { name: 'Result deadline', exact: true });
    await panel.getByLabel('Season').selectOption({ label: SEASON });
    const hours = panel.getByLabel('Auto-accept results after (hours)');
    await expect.poll(() => hours.inputValue()).toBe('72');
    expect(await panel.getByText('Now: after 72 hours.').count()).toBe(1);

    await hours.fill('');
    await panel.getByRole('button', { name: 'Save deadline' }).click();
    expect(await fieldError(hours)).toContain(
      'Please enter a whole number of hours from 0 to 720 (0 = never).',
    );

    await hours.fill('48');
    await panel.getByRole('button', { name: 'Save deadline' }).click();
    await seen(page, 'Deadline saved!');
    await expect.poll(async () => (await season()).auto_accept_hours).toBe(48);
    await expect.poll(() => panel.getByText('Now: after 48 hours.').count()).toBe(1);

    for (const target of [
      hours,
      panel.getByRole('button', { name: 'Save deadline' }),
      panel.getByLabel('Season'),
    ]) {
      expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    await expectAccessible(page);
    await panel.scrollIntoViewIfNeeded();
    await screenshotBoth(page, 'dashboard-seasons-deadline');

    await hours.fill('0');
    await panel.getByRole('button', { name: 'Save deadline' }).click();
    await expect.poll(async () => (await season()).auto_accept_hours).toBe(0);
    await expect
      .poll(() => panel.getByText('Now: results never become final by themselves.').count())
      .toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
