import { posix } from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EARLY_ANSWERS } from '../../common/early-answers';
import { paths } from '../lib/paths';
import {
  DASHBOARD_PAGE_QUERIES,
  datasetQueryKey,
  PAGE_MODULES,
  PRERENDERED_PAGES,
  prerenderedDatasets,
  teamOfPath,
} from './prerender';
import { hasPage, routes } from './router';

const withoutExtension = (module: string) => module.replace(/\.tsx?$/, '');

/** The modules a route's lazy() imports, as paths under web/ without extension. */
function lazyImports(lazy: unknown): string[] {
  // Vitest's transform leaves the specifier in the source, resolved from the project root or not.
  return [...String(lazy).matchAll(/import\w*\(\s*["'`]([^"'`]+)["'`]/g)].map((match) => {
    const specifier = match[1] as string;
    const module = specifier.startsWith('/web/')
      ? specifier.slice('/web/'.length)
      : posix.join('app', specifier);
    return withoutExtension(module);
  });
}

describe('PAGE_MODULES', () => {
  it('names a preload list for every dashboard page', () => {
    const dashboardPages = Object.keys(PRERENDERED_PAGES).filter((path) => path.startsWith('/dashboard'));
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(dashboardPages.sort());
  });

  it.each(Object.keys(PAGE_MODULES))('lists what the router loads lazily for %s', (path) => {
    const loaded = (matchRoutes(routes, path) ?? []).flatMap(({ route }) => lazyImports(route.lazy));
    expect(loaded.length).toBeGreaterThan(0);
    expect((PAGE_MODULES[path] ?? []).map(withoutExtension)).toEqual(loaded);
  });
});

describe('prerenderedDatasets', () => {
  it("gives a listed page's answers, the seasons, teams and pitches for a team's page, nothing for others", () => {
    // A season's page embeds the season list and the newest season, not every season (decision 045).
    expect(prerenderedDatasets('/table')).toEqual(['leagueDetails', 'seasonList', 'newestSeason', 'teams']);
    expect(prerenderedDatasets('/teams/12')).toEqual(['leagueDetails', 'seasons', 'teams', 'pitches']);
    // The pages of a league text embed it (decision 043); every page the details, for its footer.
    expect(prerenderedDatasets('/data')).toEqual(['leagueDetails', 'text:privacy']);
    expect(prerenderedDatasets('/dashboard/texts')).toEqual(['leagueDetails']);
    // The pages showing what is next embed the start of today by the server's clock (decision 068).
    expect(prerenderedDatasets('/matches')).toContain('leagueToday');
    expect(prerenderedDatasets('/')).toContain('leagueToday');
    expect(teamOfPath('/teams/12')).toBe(12);
    for (const path of ['/teams/12/x', '/teams/abc', '/teams/', '/teams/1234567890', '/login']) {
      expect(prerenderedDatasets(path), path).toBeUndefined();
    }
  });
});

describe('datasetQueryKey', () => {
  it('fills the query of the season embedded, by its id, and none when there is no season', () => {
    expect(datasetQueryKey('newestSeason', { id: 7 })).toEqual(['seasons', 'one', 7]);
    expect(datasetQueryKey('newestSeason', null)).toBeNull();
    expect(datasetQueryKey('seasonList', [])).toEqual(['seasons', 'list']);
    expect(datasetQueryKey('teams', [])).toEqual(['teams', null]);
    expect(datasetQueryKey('text:imprint', {})).toEqual(['league-texts', 'imprint']);
    expect(datasetQueryKey('leagueDetails', {})).toEqual(['league-details']);
    expect(datasetQueryKey('leagueToday', '2026-11-22T23:00:00.000Z')).toEqual(['league-today']);
  });
});

describe('hasPage', () => {
  it("knows every page, in any letter case, and the dashboard's own fallback; nothing else", () => {
    for (const path of [
      '/',
      '/teams',
      '/TopScorer',
      '/topscorer',
      '/login',
      '/dashboard',
      '/dashboard/matches',
      '/teams/12',
    ]) {
      expect(hasPage(path), path).toBe(true);
    }
    // The dashboard sends its unknown paths to Welcome.
    expect(hasPage('/dashboard/no-such-page')).toBe(true);
    for (const path of ['/nope', '/teams/extra', '/api-docs']) expect(hasPage(path), path).toBe(false);
  });
});

describe('the answers a dashboard page asks for at start (decision 032)', () => {
  const apiPath = {
    todos: paths.api.getTodos,
    user: paths.api.getUserByToken,
    myTeam: paths.api.getMyTeam,
    teams: paths.api.getTeams,
  } as const;

  it("are the head script's requests", () => {
    expect(Object.keys(EARLY_ANSWERS).sort()).toEqual(Object.keys(DASHBOARD_PAGE_QUERIES).sort());
    for (const [page, queries] of Object.entries(DASHBOARD_PAGE_QUERIES)) {
      expect(EARLY_ANSWERS[page]).toEqual(queries.map((query) => apiPath[query]));
      expect(page in PRERENDERED_PAGES).toBe(true);
    }
  });
});
