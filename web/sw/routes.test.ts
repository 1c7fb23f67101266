import { describe, expect, it } from 'vitest';
import {
  CACHES,
  isDataCache,
  mayServeStale,
  OFFLINE_META,
  offlineHtml,
  pageKey,
  type RequestFacts,
  readKey,
  strategyFor,
} from './routes';

const ORIGIN = 'https://league.example';
const PRECACHED = new Set(['/index.html', '/assets/index-abc.js', '/assets/index-abc.css', '/favicon.svg']);

const get = (path: string, more: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: `${ORIGIN}${path}`,
  mode: 'cors',
  authorized: false,
  ...more,
});
const navigate = (path: string) => get(path, { mode: 'navigate' });
const strategy = (request: RequestFacts) => strategyFor(request, ORIGIN, PRECACHED);

describe('the service worker routes', () => {
  it('serves the build from the precache', () => {
    expect(strategy(get('/assets/index-abc.js'))).toBe('shell');
    expect(strategy(get('/assets/index-abc.css'))).toBe('shell');
    expect(strategy(get('/favicon.svg'))).toBe('shell');
    // An asset of another build is not the worker's to keep.
    expect(strategy(get('/assets/index-old.js'))).toBe('network');
  });

  it('serves public reads stale-while-revalidate, with their query', () => {
    for (const path of [
      '/api/getSeasonList',
      '/api/getSeason?season_id=3',
      '/api/getSeasons',
      '/api/getGroups',
      '/api/gettopscorer',
      '/api/getAcceptedTeams',
      '/api/getLeagueText?key=home',
      '/api/getLeagueDetails',
      '/api/getPitches',
      '/api/getBoardMembers',
    ]) {
      expect(strategy(get(path)), path).toBe('read');
    }
    // A visitor's team list is a POST without a session.
    expect(strategy(get('/api/getTeams', { method: 'POST' }))).toBe('read');
    expect(strategy(get('/crests/4.svg'))).toBe('read');
    expect(strategy(get('/images/board/1-abc.webp'))).toBe('read');
  });

  it('never keeps a signed-in answer', () => {
    expect(strategy(get('/api/getSeasons', { authorized: true }))).toBe('network');
    expect(strategy(get('/api/getTeams', { method: 'POST', authorized: true }))).toBe('network');
    expect(strategy(get('/api/getTodos', { method: 'POST', authorized: true }))).toBe('network');
    expect(strategy(get('/api/getTeamRequests', { authorized: true }))).toBe('network');
    // A crest by its key is a team's members' (decision 037).
    expect(strategy(get('/crests/4.svg?key=abc'))).toBe('network');
    // Reads that are not public are not in the list.
    expect(strategy(get('/api/getAuditLog'))).toBe('network');
  });

  it('sends writes to the network, noting them; reads by POST are no writes', () => {
    expect(strategy(get('/api/setMatchResult', { method: 'POST', authorized: true }))).toBe('write');
    expect(strategy(get('/api/addPitch', { method: 'POST', authorized: true }))).toBe('write');
    expect(strategy(get('/api/logout', { method: 'POST' }))).toBe('network');
    expect(strategy(get('/api/login', { method: 'POST' }))).toBe('network');
    expect(strategy(get('/api/getTodos', { method: 'POST' }))).toBe('network');
    expect(strategy(get('/api/verify', { method: 'POST' }))).toBe('network');
    expect(strategy(get('/somewhere', { method: 'POST' }))).toBe('network');
  });

  it('takes visitor pages network first and dashboard pages never from its cache', () => {
    for (const path of ['/', '/table', '/matches?team=3', '/TopScorer', '/teams', '/teams/4', '/login']) {
      expect(strategy(navigate(path)), path).toBe('page');
    }
    for (const path of ['/dashboard', '/dashboard/matches', '/dashboard/my-team']) {
      expect(strategy(navigate(path)), path).toBe('dashboard');
    }
    expect(strategy(navigate('/dashboards-of-fame'))).toBe('page');
  });

  it('leaves the server pages outside the app and other origins alone', () => {
    for (const path of [
      '/api/docs',
      '/api/confirm?token=x',
      '/calendar/league.ics',
      '/mail/unsubscribe?t=1',
      '/dev/mail',
    ]) {
      expect(strategy(navigate(path)), path).toBe('network');
    }
    expect(strategy({ ...get('/api/getSeasons'), url: 'https://elsewhere.example/api/getSeasons' })).toBe(
      'network',
    );
    expect(strategy({ ...navigate('/'), url: 'https://elsewhere.example/' })).toBe('network');
  });

  it('keys reads by language and pages by path', () => {
    expect(readKey(`${ORIGIN}/api/getSeason?season_id=3`, 'de')).toBe(
      `${ORIGIN}/api/getSeason?season_id=3&sw-lang=de`,
    );
    expect(readKey(`${ORIGIN}/api/getSeasons`, 'en')).not.toBe(readKey(`${ORIGIN}/api/getSeasons`, 'de'));
    expect(pageKey(`${ORIGIN}/matches?team=3`)).toBe(`${ORIGIN}/matches`);
  });

  it('marks a page served offline with the time of its data and the language last read', () => {
    const html = '<!doctype html><html lang="en"><head><title>x</title></head><body></body></html>';
    const page = offlineHtml(html, 1_700_000_000_123, 'de');
    expect(page).toContain(`<meta name="${OFFLINE_META}" content="1700000000123" />`);
    expect(page).toContain('<html lang="de">');
    expect(offlineHtml(html, 5, null)).toContain('<html lang="en">');
    expect(offlineHtml(html, 5, '"><script>')).toContain('<html lang="en">');
  });

  it("serves a kept read first only if it is newer than this browser's last write", () => {
    expect(mayServeStale(2000, 1000)).toBe(true);
    expect(mayServeStale(1000, 2000)).toBe(false);
    expect(mayServeStale(1000, 0)).toBe(true);
  });

  it('clears at logout what was read, never the build', () => {
    expect([CACHES.pages, CACHES.reads, CACHES.meta].every(isDataCache)).toBe(true);
    expect(isDataCache(CACHES.shell('abc'))).toBe(false);
  });
});
