import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isListedForVisitors, isVisibleToVisitors, takesNewPlayers } from './teams';

describe('team visibility', () => {
  it('visitors see an accepted team, active or not, and never one awaiting acceptance', () => {
    expect(isVisibleToVisitors({ accepted: true })).toBe(true);
    expect(isVisibleToVisitors({ accepted: false })).toBe(false);
  });

  it('the team lists show accepted, active teams only', () => {
    expect(isListedForVisitors({ accepted: true, is_active: true })).toBe(true);
    expect(isListedForVisitors({ accepted: true, is_active: false })).toBe(false);
    expect(isListedForVisitors({ accepted: false, is_active: true })).toBe(false);
  });

  it('a team takes new players while it is accepted and active', () => {
    expect(takesNewPlayers({ accepted: true, is_active: true })).toBe(true);
    expect(takesNewPlayers({ accepted: true, is_active: false })).toBe(false);
    expect(takesNewPlayers({ accepted: false, is_active: true })).toBe(false);
  });

  it('every listed team is visible', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (accepted, is_active) => {
        const team = { accepted, is_active };
        if (isListedForVisitors(team)) expect(isVisibleToVisitors(team)).toBe(true);
      }),
    );
  });
});
