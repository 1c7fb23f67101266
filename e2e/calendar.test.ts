import { describe, expect, it } from 'vitest';
import { openPage, screenshotBoth } from './harness';
import { openAs, withServerAndBrowser } from './helpers';

const site = withServerAndBrowser();

/** The feed at `url` as a calendar app gets it. */
async function fetchFeed(url: string) {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

describe('calendar feeds', () => {
  it('a player copies the personal calendar link in Settings, and it serves their events', async () => {
    const { context, page, errors } = await openAs(
      site.browser,
      site.server.url,
      'player@demo.example',
      '/dashboard/settings',
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url });
    const field = page.getByRole('textbox', { name: 'Personal calendar link' });
    await expect.poll(() => field.inputValue()).toMatch(/\/calendar\/personal\/[A-Za-z0-9_-]{43}\.ics$/);
    const shown = await field.inputValue();
    expect(await page.getByRole('link', { name: 'Subscribe (webcal)' }).first().getAttribute('href')).toBe(
      shown.replace(/^http:/, 'webcal:'),
    );

    await page.getByRole('button', { name: 'Copy personal calendar link' }).click();
    await expect.poll(() => page.getByText('Link copied to the clipboard.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Copy personal calendar link' }).textContent()).toBe(
      'Copied',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown);

    const feed = await fetchFeed(copied);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('BEGIN:VEVENT');
    await screenshotBoth(page, 'settings-calendar');

    // A new link replaces the old one, which stops working.
    await page.getByRole('button', { name: 'New link' }).click();
    await page.getByRole('button', { name: 'Make new link' }).click();
    await expect.poll(() => field.inputValue()).not.toBe(shown);
    expect((await fetchFeed(shown)).status).toBe(404);
    expect((await fetchFeed(await field.inputValue())).status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("links each team's card on /teams and the league on /matches to their public feeds", async () => {
    const { context, page, errors } = await openPage(site.browser, site.server.url);
    await page.goto('/teams');
    const teamLinks = page.getByRole('link', { name: /Matches in your calendar/ });
    await expect.poll(() => teamLinks.count()).toBeGreaterThan(0);
    const href = await teamLinks.first().getAttribute('href');
    expect(href).toMatch(/^\/calendar\/team\/\d+\.ics$/);
    const team = await fetchFeed(`${site.server.url}${href}`);
    expect(team.status).toBe(200);
    expect(team.body).toContain('BEGIN:VEVENT');

    await page.goto('/matches');
    const league = page.getByRole('link', { name: 'The current season in your calendar (.ics)' });
    await expect.poll(() => league.count()).toBe(1);
    expect(await league.getAttribute('href')).toBe('/calendar/league.ics');
    const feed = await fetchFeed(`${site.server.url}/calendar/league.ics`);
    expect(feed.status).toBe(200);
    expect(feed.body).toContain('BEGIN:VEVENT');
    expect(errors).toEqual([]);
    await context.close();
  });
});
