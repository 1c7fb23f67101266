import { readFileSync } from 'node:fs';
import { afterEach, expect, vi } from 'vitest';
import { getLocale, overwriteGetLocale } from '../common/i18n/paraglide/runtime.js';
import { COMPONENT_TEST_NOW } from '../web/test/now';

/**
 * Runs before each unit test file (vitest.config.ts). `npm run test:fast` runs a worker's files in
 * one module graph (--no-isolate); two things of one file would reach the files after it there.
 * With each file in its own process (`npm run test:unit`) all of this changes nothing.
 *
 * Mocks: a file's vi.mock would not reach modules an earlier file already loaded, and modules
 * loaded under its mocks would serve the files after it. So the project's modules load anew
 * (packages stay loaded) for a file that mocks and for the one after it.
 *
 * The network: a component test (happy-dom) answers its requests itself (web/test/fake-api.ts). The
 * page's own fetch would reach whatever listens on its address, and a query's failed read is only
 * its error state: a request nobody answered fails the test instead.
 *
 * The locale: server/lib/locale.ts, once loaded, takes the messages' locale from the request it
 * runs in, so a later web or common file's setLocale('de') would change nothing. Its rule holds
 * for the server's files; every other file gets the messages' own getLocale back.
 *
 * The clock: a component test sees one fixed "now" (web/test/now.ts), so that its fixtures' days
 * stay in the future or the past as written; every other file gets the real Date back.
 */
const state = globalThis as {
  unitFileMocked?: boolean;
  ownGetLocale?: typeof getLocale;
  serverGetLocale?: typeof getLocale;
};
state.ownGetLocale ??= getLocale;
if (getLocale !== state.ownGetLocale) state.serverGetLocale = getLocale;

const path = expect.getState().testPath ?? '';
const mocks = path !== '' && readFileSync(path, 'utf8').includes('vi.mock(');
if (mocks || state.unitFileMocked) vi.resetModules();
state.unitFileMocked = mocks;

const serverFile = path.includes('/server/');
overwriteGetLocale((serverFile && state.serverGetLocale) || state.ownGetLocale);

if (typeof window !== 'undefined') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(COMPONENT_TEST_NOW));
  const unanswered: string[] = [];
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const path = input instanceof Request ? input.url : String(input);
    unanswered.push(path);
    throw new Error(`${path}: no answer in this test`);
  };
  afterEach(() => {
    const paths = unanswered.splice(0);
    if (paths.length > 0)
      throw new Error(`Requests no fake API answered (web/test/fake-api.ts): ${paths.join(', ')}`);
  });
} else vi.useRealTimers();
