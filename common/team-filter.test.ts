import { describe, expect, it } from 'vitest';
import { TEAM_FILTER_KEY, TEAM_FILTER_SCRIPT, TEAM_FILTER_STYLE_ID, teamFilterCss } from './team-filter';

/** Runs the head script against a stored value: the style element it adds, if any. */
function run(stored: string | null) {
  const added: { id: string; textContent: string }[] = [];
  const document = {
    createElement: () => ({ id: '', textContent: '' }),
    head: { appendChild: (element: { id: string; textContent: string }) => added.push(element) },
  };
  const localStorage = { getItem: (key: string) => (key === TEAM_FILTER_KEY ? stored : null) };
  new Function('localStorage', 'document', TEAM_FILTER_SCRIPT)(localStorage, document);
  return added;
}

describe('TEAM_FILTER_SCRIPT', () => {
  it('writes the same rule as the app for a remembered team', () => {
    expect(run('12')).toEqual([{ id: TEAM_FILTER_STYLE_ID, textContent: teamFilterCss(12) }]);
  });

  it('adds nothing without a team, or for a stored value that is no id', () => {
    expect(run(null)).toEqual([]);
    expect(run('"]{}body{display:none')).toEqual([]);
  });

  it('survives a browser without storage', () => {
    expect(() => new Function('localStorage', 'document', TEAM_FILTER_SCRIPT)(undefined, {})).not.toThrow();
  });
});
