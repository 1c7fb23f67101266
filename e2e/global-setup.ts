import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserServer, chromium } from 'playwright-core';
import { BROWSER_ENDPOINT_ENV, CHROMIUM_ARGS, DEMO_TEMPLATES_ENV, LIGHT_SERVERS_ENV } from './harness';

/**
 * Once per run of the browser files (vitest.config.ts): one chromium that every file connects to
 * (a launch cost ~0.9 s of CPU per file), and the folder where startServer keeps the demo league's
 * seeded data directories to copy (seeding cost ~2.4 s of CPU per server). Both reach the test
 * files through the environment (as TMPDIR does), with the mark that their servers start light
 * (LIGHT_SERVERS_ENV in harness.ts); both end with the run. 14 short files: 133 s
 * -> 125 s with these two, 114 s with the tmpfs too (161 -> 131 s of CPU).
 */
export async function setup() {
  // Data directories, templates and chromium's profile in memory where the machine has a tmpfs:
  // on this machine's ext4, copying a 41 MB data directory cost ~1.1 s of CPU, in /dev/shm 56 ms.
  if (writable('/dev/shm')) process.env.TMPDIR = '/dev/shm';
  const templates = mkdtempSync(join(tmpdir(), 'league-e2e-demo-'));
  let browser: BrowserServer | undefined;
  try {
    browser = await chromium.launchServer({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  } catch (error) {
    rmSync(templates, { recursive: true, force: true });
    throw error;
  }
  process.env[DEMO_TEMPLATES_ENV] = templates;
  process.env[LIGHT_SERVERS_ENV] = '1';
  process.env[BROWSER_ENDPOINT_ENV] = browser.wsEndpoint();
  return async () => {
    await browser?.close();
    rmSync(templates, { recursive: true, force: true });
  };
}

function writable(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
