import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupName } from './match-results';

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
