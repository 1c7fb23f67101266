import '@testing-library/jest-dom/vitest';
import { cleanup, configure, type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import type { Locale } from '../../common/i18n/locale';
import { setLocale } from '../../common/i18n/messages';
import type { PrerenderedData } from '../app/prerender';
import { createQueryClient, Providers } from '../app/providers';
import { configureApiSession } from '../lib/api-client';

/**
 * A render and a few clicks take well under a second, but several times that on a machine busy
 * with other builds: a component test's time limit, and how long a findBy waits, allow for that.
 */
export const COMPONENT_TEST_TIMEOUT = 20_000;
configure({ asyncUtilTimeout: 5_000 });

/**
 * Renders a component of the web app for a component test (a `*.test.tsx` file under web/ with
 * `// @vitest-environment happy-dom` on its first line) inside the app's own providers: Mantine
 * with the app's theme, the query client, alerts, the session, and a router at `path`, with the
 * messages in `locale`, as web/main.tsx does in the browser. `user` types and clicks as a person
 * would, without a pause between keys (a pause per character made a form's test take seconds).
 * `prerendered`: answers a page the server rendered embeds, in the query cache from the start.
 */
export function renderInApp(
  ui: ReactElement,
  {
    locale = 'en',
    path = '/dashboard',
    prerendered = {},
  }: { locale?: Locale; path?: string; prerendered?: PrerenderedData } = {},
): RenderResult & { user: UserEvent } {
  // Per test, not in an afterEach of this module: `npm run test:fast` shares modules between
  // files (--no-isolate), so a hook registered when this module loads would serve the first file only.
  // Testing Library's own cleanup needs Vitest's globals, which this project does not turn on.
  onTestFinished(() => {
    cleanup();
    // The session the rendered app handed the API client (web/lib/session.tsx) ends with its test:
    // module state outlives the file under --no-isolate, and a later file's requests would carry it.
    configureApiSession(null, null);
    setLocale('en', { reload: false });
  });
  setLocale(locale, { reload: false });
  document.documentElement.lang = locale;
  const queryClient = createQueryClient(prerendered);
  // A failed read in a test is its answer, not one to wait a retry for.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const user = userEvent.setup({ delay: null });
  const rendered = render(
    <Providers queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...rendered, user };
}
