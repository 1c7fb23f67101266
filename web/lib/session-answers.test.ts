import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { SESSION_TOKEN_MARK } from '../../common/session-pages';
import { answersForToken, sessionAnswers } from './session-answers';

const TOKEN = 'aaa.bbb.ccc';

describe('answers rendered for a session', () => {
  it('carry a mark instead of the token, and come back under the browser token with their data', () => {
    const server = new QueryClient();
    server.setQueryData(['todos', TOKEN], [{ text: 'Set a date' }]);
    server.setQueryData(['pending-results', TOKEN, 7], []);
    server.setQueryData(['seasons'], [{ id: 7 }]);
    const embedded = JSON.parse(JSON.stringify(sessionAnswers(server, TOKEN)));
    expect(JSON.stringify(embedded)).not.toContain(TOKEN);
    expect(embedded.queries.map((query: { queryKey: unknown }) => query.queryKey)).toEqual([
      ['todos', SESSION_TOKEN_MARK],
      ['pending-results', SESSION_TOKEN_MARK, 7],
      ['seasons'],
    ]);

    const browser = new QueryClient();
    const restored = answersForToken(embedded, 'xxx.yyy.zzz');
    for (const query of restored.queries) browser.setQueryData(query.queryKey, query.state.data);
    expect(browser.getQueryData(['todos', 'xxx.yyy.zzz'])).toEqual([{ text: 'Set a date' }]);
    expect(browser.getQueryData(['pending-results', 'xxx.yyy.zzz', 7])).toEqual([]);
    expect(restored.queries[0]?.queryHash).toBe(JSON.stringify(['todos', 'xxx.yyy.zzz']));
  });

  it('leave out what failed or is still asked for', async () => {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await server.prefetchQuery({
      queryKey: ['my-team', TOKEN],
      queryFn: () => Promise.reject(new Error('401')),
    });
    server.setQueryData(['user', TOKEN], { id: 1 });
    expect(sessionAnswers(server, TOKEN).queries.map((query) => query.queryKey)).toEqual([
      ['user', SESSION_TOKEN_MARK],
    ]);
  });

  it("leave out the page's public answers, which its HTML holds already", () => {
    const server = new QueryClient();
    server.setQueryData(['seasons', 'list'], [{ id: 7 }]);
    server.setQueryData(['seasons', 'one', 7], { id: 7 });
    const inPage = new Set(
      server
        .getQueryCache()
        .getAll()
        .map((query) => query.queryHash),
    );
    server.setQueryData(['user', TOKEN], { id: 1 });
    server.setQueryData(['seasons', 'one', 6], { id: 6 });
    expect(sessionAnswers(server, TOKEN, inPage).queries.map((query) => query.queryKey)).toEqual([
      ['user', SESSION_TOKEN_MARK],
      ['seasons', 'one', 6],
    ]);
  });
});
