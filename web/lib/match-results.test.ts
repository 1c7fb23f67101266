import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupName, outcomeNote } from './match-results';
import { testResult } from './test-fixtures';

describe('groupName', () => {
  it("says the draw's group names in the reader's language", () => {
    expect(groupName('Group 1', 'en')).toBe('Group 1');
    expect(groupName('Group 2', 'de')).toBe('Gruppe 2');
  });

  it('keeps any other name as it is', () => {
    fc.assert(
      fc.property(
        fc.string().filter((name) => !/^Group [0-9]+$/.test(name)),
        fc.constantFrom('en', 'de'),
        (name, locale) => groupName(name, locale) === name,
      ),
    );
  });
});

describe('outcomeNote', () => {
  const names = (id: number) => (id === 2 ? 'TUM Kickers' : null);
  it('names the team that could not play, or says the match was not played', () => {
    expect(outcomeNote(testResult(3, 0, { is_final: true, forfeit: true, forfeit_team_id: 2 }), names)).toBe(
      'TUM Kickers could not play',
    );
    expect(outcomeNote(testResult(0, 0, { is_final: true, unplayed: true }), names)).toBe('Not played');
  });

  it('says nothing of a played match, of none, or of a forfeit whose team is not stored', () => {
    expect(outcomeNote(testResult(2, 1, { is_final: true }), names)).toBeNull();
    expect(outcomeNote(undefined, names)).toBeNull();
    expect(outcomeNote(testResult(3, 0, { is_final: true, forfeit: true }), names)).toBeNull();
  });
});
