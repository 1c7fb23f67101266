import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Match, Season } from '../api/types';
import {
  closeGroupStageRefusal,
  createMatchesRefusal,
  drawGroupsRefusal,
  type SeasonProgress,
  seasonProgress,
} from './season-steps';

const fresh: SeasonProgress = { groups: 0, matches: 0, group_matches: 0, group_stage_closed: false };
const drawn = { ...fresh, groups: 2 };
const scheduled = { ...drawn, matches: 20, group_matches: 12 };

describe('season steps', () => {
  it('a new season can be drawn, nothing else', () => {
    expect(drawGroupsRefusal(fresh)).toBeNull();
    expect(createMatchesRefusal(fresh)).toBe('Create the groups of this season first.');
    expect(closeGroupStageRefusal(fresh)).toBe('This season has no group matches yet.');
  });

  it('a drawn season gets its matches once', () => {
    expect(drawGroupsRefusal(drawn)).toBe('This season already has groups.');
    expect(createMatchesRefusal(drawn)).toBeNull();
    expect(createMatchesRefusal(scheduled)).toBe('This season already has matches.');
  });

  it('a scheduled season closes its group stage once', () => {
    expect(closeGroupStageRefusal(scheduled)).toBeNull();
    expect(closeGroupStageRefusal({ ...scheduled, group_stage_closed: true })).toBe(
      'The group stage of this season is already closed.',
    );
  });

  it('each step is open exactly in its own state', () => {
    fc.assert(
      fc.property(
        fc.nat(3),
        fc.nat(30),
        fc.nat(30),
        fc.boolean(),
        (groups, matches, group_matches, closed) => {
          const season = { groups, matches, group_matches, group_stage_closed: closed };
          expect(drawGroupsRefusal(season) === null).toBe(groups === 0);
          expect(createMatchesRefusal(season) === null).toBe(groups > 0 && matches === 0);
          expect(closeGroupStageRefusal(season) === null).toBe(group_matches > 0 && !closed);
        },
      ),
    );
  });

  it('reads the progress of a season answer, counting group matches apart', () => {
    const match = (match_stage: string) => ({ match_stage }) as Match;
    const season = {
      groups: [{}, {}],
      matches: [match('GROUP1'), match('GROUP2'), match('FINAL')],
      group_stage_closed: true,
    } as unknown as Season;
    expect(seasonProgress(season)).toEqual({
      groups: 2,
      matches: 3,
      group_matches: 2,
      group_stage_closed: true,
    });
  });
});
