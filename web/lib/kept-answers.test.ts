import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersToKeep, answersToRestore, isKept, KEPT_MAX_AGE_MS } from './kept-answers';

const NOW = 1_800_000_000_000;
/** A token as the server signs it (the signature is not read here); valid for 12 hours from NOW. */
const jwt = (sub: number, exp = NOW / 1000 + 12 * 3600) =>
  ['header', btoa(JSON.stringify({ sub: String(sub), exp })).replace(/=+$/, ''), 'signature'].join('.');
const TOKEN = jwt(1);
const OTHER = jwt(2);

const queries = [
  { key: ['todos', TOKEN], data: [{ text: 'Accept the result' }] },
  { key: ['user', TOKEN], data: { id: 1 } },
  { key: ['my-team', TOKEN], data: null },
  { key: ['teams', TOKEN], data: [{ id: 3, captain: { phone: '+49151' } }] },
  { key: ['seasons'], data: [{ id: 1 }] },
  { key: ['seasons', 'list'], data: [{ id: 1 }] },
  { key: ['seasons', 'one', 1], data: { id: 1 } },
  { key: ['pending-results', TOKEN, 7], data: [{ match_id: 3, results: [] }] },
  // A visitor's teams, another session's answers, what no dashboard page shows first, a failed load.
  { key: ['teams', null], data: [] },
  { key: ['todos', OTHER], data: [{ text: "Uli's" }] },
  { key: ['team-requests', TOKEN], data: [] },
  { key: ['user', TOKEN, 'extra'], data: {} },
  { key: ['pending-results', OTHER, 7], data: [] },
  { key: ['my-team', TOKEN], data: undefined },
  { key: ['seasons', TOKEN], data: [] },
  { key: ['seasons', 'one', '1'], data: {} },
];

describe('kept answers (decision 032)', () => {
  it("keeps the session's own first-screen answers and the seasons, nothing else", () => {
    const kept = answersToKeep(queries, TOKEN, NOW);
    expect(kept.token).toBe(TOKEN);
    expect(kept.saved_at).toBe(NOW);
    expect(kept.answers.map((answer) => answer.key)).toEqual([
      ['todos', TOKEN],
      ['user', TOKEN],
      ['my-team', TOKEN],
      ['teams', TOKEN],
      ['seasons'],
      ['seasons', 'list'],
      ['seasons', 'one', 1],
      ['pending-results', TOKEN, 7],
    ]);
  });

  it('restores them for the same session only, while recent', () => {
    const kept = answersToKeep(queries, TOKEN, NOW);
    const stored = JSON.parse(JSON.stringify(kept));
    expect(answersToRestore(stored, TOKEN, NOW + 1000)).toEqual(kept.answers);
    expect(answersToRestore(stored, OTHER, NOW + 1000)).toEqual([]);
    expect(answersToRestore(stored, TOKEN, NOW + KEPT_MAX_AGE_MS + 1)).toEqual([]);
    // A clock set back: not trusted.
    expect(answersToRestore(stored, TOKEN, NOW - 1)).toEqual([]);
    // An expired session's answers wait for no one: the page goes to the login form.
    expect(answersToRestore(stored, TOKEN, NOW + 12 * 3600 * 1000)).toEqual([]);
    const expired = jwt(1, NOW / 1000 - 1);
    expect(answersToRestore(answersToKeep(queries, expired, NOW - 5000), expired, NOW)).toEqual([]);
  });

  it('keeps what an earlier page read and this one did not, with its own time, while recent', () => {
    const dashboard = JSON.parse(JSON.stringify(answersToKeep(queries, TOKEN, NOW)));
    // A visitor page read the seasons again and nothing else the dashboard keeps.
    const later = answersToKeep([{ key: ['seasons'], data: [{ id: 2 }] }], TOKEN, NOW + 1000, dashboard);
    expect(later.answers.find((answer) => answer.key[0] === 'seasons')).toEqual({
      key: ['seasons'],
      data: [{ id: 2 }],
    });
    expect(later.answers.find((answer) => answer.key[0] === 'todos')).toMatchObject({ at: NOW });
    expect(later.answers).toHaveLength(8);
    const stored = JSON.parse(JSON.stringify(later));
    expect(answersToRestore(stored, TOKEN, NOW + 2000)).toHaveLength(8);
    // Each answer ages on its own: a week after the dashboard was read (by a session lasting that
    // long), only the seasons read since are left.
    const lasting = jwt(1, NOW / 1000 + 30 * 24 * 3600);
    const aged = answersToKeep(
      [{ key: ['seasons'], data: [{ id: 2 }] }],
      lasting,
      NOW + 1000,
      answersToKeep(
        queries.map((query) => ({
          ...query,
          key: query.key.map((part) => (part === TOKEN ? lasting : part)),
        })),
        lasting,
        NOW,
      ),
    );
    expect(answersToRestore(aged, lasting, NOW + KEPT_MAX_AGE_MS + 500).map((answer) => answer.key)).toEqual([
      ['seasons'],
    ]);
    // Another session's entry lends nothing.
    expect(answersToKeep([], OTHER, NOW + 1000, dashboard).answers).toEqual([]);
  });

  it('restores nothing from a damaged or foreign entry', () => {
    for (const stored of [
      null,
      'x',
      42,
      {},
      { token: TOKEN },
      { token: TOKEN, saved_at: NOW, answers: 'x' },
    ]) {
      expect(answersToRestore(stored, TOKEN, NOW)).toEqual([]);
    }
    const smuggled = {
      token: TOKEN,
      saved_at: NOW,
      answers: [{ key: ['todos', OTHER], data: [] }, null, { key: 'todos' }],
    };
    expect(answersToRestore(smuggled, TOKEN, NOW)).toEqual([]);
  });

  it("never hands one session's answers to another (any keys, any tokens)", () => {
    const part = fc.oneof(
      fc.constantFrom('todos', 'user', 'my-team', 'teams', 'seasons', 'list', 'one', TOKEN, OTHER),
      fc.integer(),
      fc.string(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ key: fc.array(part, { maxLength: 3 }), data: fc.jsonValue() })),
        fc.oneof(fc.constantFrom(TOKEN, OTHER), fc.string()),
        (all, token) => {
          const kept = answersToKeep(all, TOKEN, NOW);
          for (const answer of answersToRestore(JSON.parse(JSON.stringify(kept)), token, NOW)) {
            expect(token).toBe(TOKEN);
            // The seasons (everyone's), or an answer keyed by this very session.
            if (answer.key[0] === 'seasons') {
              expect([['seasons'], ['seasons', 'list'], ['seasons', 'one', answer.key[2]]]).toContainEqual(
                answer.key,
              );
              expect(answer.key.slice(2).every((part) => typeof part === 'number')).toBe(true);
            } else expect(answer.key[1]).toBe(TOKEN);
          }
          for (const answer of kept.answers) expect(isKept(answer.key, TOKEN)).toBe(true);
        },
      ),
    );
  });
});
