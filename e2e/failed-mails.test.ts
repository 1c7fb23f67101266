import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPaths } from '../common/api/links';
import { openDatabase } from '../server/db/client';
import { mailOutbox } from '../server/db/schema';
import {
  launchBrowser,
  type RunningServer,
  SCREENSHOTS_WANTED,
  screenshotBoth,
  startServer,
  viewportAt,
  WIDTHS,
} from './harness';
import { expectAccessible, openAs, seen } from './helpers';

/**
 * Dashboard > Failed mails (decision 059): two mails the worker gave up on are in the admin's To do
 * list and on the page, each with recipient, subject and error; "Send again" puts one back in the
 * outbox and takes it off the list.
 */

const SHOTS = '/tmp/failed-mails-shots';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // The demo league, then two failed mails written into its database while the server is down
  // (the worker would need some four hours of refusals to make them).
  const first = await startServer();
  await first.stop({ keepData: true });
  const database = await openDatabase({ dataDir: first.dataDir });
  const failedAt = new Date(Date.now() - 3_600_000);
  await database.db.insert(mailOutbox).values([
    {
      to: 'lena.typo@example.test',
      subject: 'Confirm your e-mail address',
      text: 'x',
      html: '<p>x</p>',
      attempts: 10,
      lastError:
        "Can't send mail - all recipients were rejected: 550 5.1.1 <lena.typo@example.test>: Recipient address rejected: User unknown in virtual mailbox table",
      failedAt,
    },
    {
      to: 'jonas@example.test',
      subject: 'Reset your password',
      text: 'x',
      html: '<p>x</p>',
      attempts: 10,
      lastError: 'connect ECONNREFUSED 127.0.0.1:587',
      failedAt: new Date(failedAt.getTime() + 60_000),
    },
  ]);
  await database.close();
  [server, browser] = await Promise.all([startServer({}, first.dataDir), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function shoot(page: Page, name: string) {
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewportAt(width));
    if (SCREENSHOTS_WANTED) {
      await page.waitForTimeout(200);
      await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: label === 'phone' });
    }
  }
  await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
}

describe('failed mails', () => {
  it("are in the admin's To do list, listed with their error, and sent again at a press", async () => {
    const { page, errors, context } = await openAs(
      browser,
      server.url,
      'admin@demo.example',
      '/dashboard/my-team',
      { width: WIDTHS.phone },
    );
    const item = page
      .getByRole('region', { name: 'To do', exact: true })
      .locator(`a[href="${actionPaths.failedMails}"]`);
    await expect
      .poll(() => item.textContent())
      .toBe('2 mails could not be sent: check the addresses and the mail server, then send them again.');
    await item.click();
    await page.waitForURL(`**${actionPaths.failedMails}`);
    const list = page.getByRole('list', { name: 'Failed mails, the newest first' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    // The newest failure first.
    expect(await list.getByRole('listitem').first().textContent()).toContain('jonas@example.test');
    await seen(page, 'connect ECONNREFUSED 127.0.0.1:587');
    await expectAccessible(page);
    await shoot(page, 'failed-mails');
    await screenshotBoth(page, 'failed-mails');

    await page.getByRole('button', { name: 'Send the mail to jonas@example.test again' }).click();
    await seen(page, 'The mail to jonas@example.test is back in the outbox and goes out within a second.');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    expect(await list.textContent()).toContain('lena.typo@example.test');
    await shoot(page, 'failed-mails-after-resend');
    expect(errors).toEqual([]);
    await context.close();
  });
});
