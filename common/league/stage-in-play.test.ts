import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOCKOUT_STAGES } from './bracket';
import { stageInPlay } from './stage-in-play';

const match = (match_stage: string, home_id: number | null, guest_id: number | null) => ({
  match_stage,
  home_id,
  guest_id,
});

describe('stageInPlay', () => {
  it('is the group stage without matches, and while the knockout matches have no teams', () => {
    expect(stageInPlay([])).toBe('groups');
    expect(stageInPlay([match('GROUP1', 1, 2), match('QUARTERFINAL1', null, null)])).toBe('groups');
  });

  it('stays on the group stage while a knockout match knows only one team', () => {
    expect(stageInPlay([match('GROUP1', 1, 2), match('QUARTERFINAL1', 3, null)])).toBe('groups');
  });

  it('is the knockout stage once a knockout match has both teams', () => {
    expect(
      stageInPlay([match('GROUP1', 1, 2), match('QUARTERFINAL2', 3, 4), match('FINAL', null, null)]),
    ).toBe('knockout');
  });

  it('never opens the knockout stage because of group matches', () => {
    const group = fc.record({
      match_stage: fc.constantFrom('GROUP1', 'GROUP2'),
      home_id: fc.option(fc.nat(), { nil: null }),
      guest_id: fc.option(fc.nat(), { nil: null }),
    });
    const knockoutWithTeams = fc.record({
      match_stage: fc.constantFrom(...KNOCKOUT_STAGES),
      home_id: fc.nat(),
      guest_id: fc.nat(),
    });
    fc.assert(
      fc.property(fc.array(group), knockoutWithTeams, (groups, knockout) => {
        expect(stageInPlay(groups)).toBe('groups');
        expect(stageInPlay([...groups, knockout])).toBe('knockout');
      }),
    );
  });
});
