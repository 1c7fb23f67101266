import { describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../durations';
import {
  CONFIRM_WINDOW_MS,
  confirmResultDue,
  confirmTimeRefusal,
  finalWhistleAt,
  heldByReferee,
  isAppointedReferee,
  MATCH_LENGTH_MS,
} from './referee-confirm';

const KICK_OFF = new Date('2026-05-04T18:00:00Z');
const at = (ms: number) => new Date(KICK_OFF.getTime() + ms);
const match = { date: KICK_OFF, refereeId: 7, refereeId2: 8 };

describe('referees confirm results (decision 093)', () => {
  it('knows the two appointed referees only', () => {
    expect(isAppointedReferee({ id: 7 }, match)).toBe(true);
    expect(isAppointedReferee({ id: 8 }, match)).toBe(true);
    expect(isAppointedReferee({ id: 9 }, match)).toBe(false);
    expect(isAppointedReferee({ id: 7 }, { ...match, refereeId: null })).toBe(false);
  });

  it('opens at the final whistle, 90 minutes after the kick-off, and closes a week after it', () => {
    expect(MATCH_LENGTH_MS).toBe(90 * MINUTE);
    expect(finalWhistleAt(KICK_OFF)).toEqual(at(90 * MINUTE));
    expect(finalWhistleAt(null)).toBeNull();
    expect(confirmTimeRefusal(null, KICK_OFF)).toBe('match_not_finished');
    expect(confirmTimeRefusal(KICK_OFF, at(90 * MINUTE - 1))).toBe('match_not_finished');
    expect(confirmTimeRefusal(KICK_OFF, at(90 * MINUTE))).toBeNull();
    expect(confirmTimeRefusal(KICK_OFF, at(CONFIRM_WINDOW_MS))).toBeNull();
    expect(confirmTimeRefusal(KICK_OFF, at(7 * DAY + 1))).toBe('confirm_window_closed');
  });

  it('holds a result while a dispute stands and none is final', () => {
    expect(heldByReferee([], false)).toBe(false);
    expect(heldByReferee([{ refereeId: 7, agree: true }], false)).toBe(false);
    expect(
      heldByReferee(
        [
          { refereeId: 7, agree: true },
          { refereeId: 8, agree: false },
        ],
        false,
      ),
    ).toBe(true);
    // An admin's final result settles it.
    expect(heldByReferee([{ refereeId: 8, agree: false }], true)).toBe(false);
  });

  it('asks a referee who has not answered, while a result is there and the window is open', () => {
    const facts = { ...match, hasResult: true, answers: [{ refereeId: 8, agree: false }] };
    const open = at(3 * 60 * MINUTE);
    expect(confirmResultDue({ id: 7 }, facts, open)).toBe(true);
    expect(confirmResultDue({ id: 8 }, facts, open)).toBe(false);
    expect(confirmResultDue({ id: 9 }, facts, open)).toBe(false);
    expect(confirmResultDue({ id: 7 }, { ...facts, hasResult: false }, open)).toBe(false);
    expect(confirmResultDue({ id: 7 }, facts, at(60 * MINUTE))).toBe(false);
    expect(confirmResultDue({ id: 7 }, facts, at(8 * DAY))).toBe(false);
  });
});
