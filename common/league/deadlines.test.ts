import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answeringTeams,
  autoAcceptAt,
  autoAcceptDue,
  missingResultReminderDue,
  type PendingSuggestion,
  REMINDER_HOURS,
  refereeSlotReminderDue,
  unansweredResultReminderDue,
} from './deadlines';

const HOUR = 3_600_000;
const HOME = 1;
const GUEST = 2;
const kickOff = new Date('2026-11-28T14:00:00Z');
const at = (hoursFromKickOff: number) => new Date(kickOff.getTime() + hoursFromKickOff * HOUR);

const suggestion = (values: Partial<PendingSuggestion> = {}): PendingSuggestion => ({
  submittedTeamId: HOME,
  scoreHome: 2,
  scoreGuest: 1,
  shootoutWinnerId: null,
  forfeit: false,
  unplayed: false,
  createdAt: at(1),
  ...values,
});

describe('refereeSlotReminderDue', () => {
  const slot = { date: kickOff, refereeTeamId: 5, refereeId: null, hasFinal: false };

  it('is due from 48 hours before the kick-off until the kick-off while nobody is appointed', () => {
    expect(refereeSlotReminderDue(slot, at(-48.01))).toBe(false);
    expect(refereeSlotReminderDue(slot, at(-48))).toBe(true);
    expect(refereeSlotReminderDue(slot, at(-1))).toBe(true);
    expect(refereeSlotReminderDue(slot, at(0))).toBe(false);
    expect(refereeSlotReminderDue({ ...slot, refereeId: 9 }, at(-1))).toBe(false);
    expect(refereeSlotReminderDue({ ...slot, refereeTeamId: null }, at(-1))).toBe(false);
    expect(refereeSlotReminderDue({ ...slot, date: null }, at(-1))).toBe(false);
    expect(refereeSlotReminderDue({ ...slot, date: 'tbd' }, at(-1))).toBe(false);
    expect(refereeSlotReminderDue({ ...slot, hasFinal: true }, at(-1))).toBe(false);
  });

  it('is due exactly inside the window, for any time', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200 * 60, max: 200 * 60 }), (minutes) => {
        const now = new Date(kickOff.getTime() + minutes * 60_000);
        const inside = minutes >= -REMINDER_HOURS.refereeSlot * 60 && minutes < 0;
        expect(refereeSlotReminderDue(slot, now)).toBe(inside);
      }),
    );
  });
});

describe('missingResultReminderDue', () => {
  const match = { date: kickOff, homeId: HOME, guestId: GUEST, hasResult: false };

  it('is due 24 hours after the kick-off without any result', () => {
    expect(missingResultReminderDue(match, at(23.99))).toBe(false);
    expect(missingResultReminderDue(match, at(24))).toBe(true);
    expect(missingResultReminderDue(match, at(24 * 7 - 0.01))).toBe(true);
    // A week on, the match is the admins' (overdue) and old seasons stay quiet.
    expect(missingResultReminderDue(match, at(24 * 7))).toBe(false);
    expect(missingResultReminderDue(match, at(24 * 30))).toBe(false);
    expect(missingResultReminderDue({ ...match, hasResult: true }, at(30))).toBe(false);
    expect(missingResultReminderDue({ ...match, date: null }, at(30))).toBe(false);
    expect(missingResultReminderDue({ ...match, guestId: null }, at(30))).toBe(false);
  });

  it('never fires for a match with a result', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (hours) => {
        expect(missingResultReminderDue({ ...match, hasResult: true }, at(hours))).toBe(false);
      }),
    );
  });
});

describe('unansweredResultReminderDue', () => {
  const match = { homeId: HOME, guestId: GUEST, hasFinal: false };

  it('is due 48 hours after the suggestion while the other side has not answered', () => {
    const mine = suggestion();
    expect(unansweredResultReminderDue(mine, [mine], match, at(48.99))).toBe(false);
    expect(unansweredResultReminderDue(mine, [mine], match, at(49))).toBe(true);
    expect(unansweredResultReminderDue(mine, [mine], match, at(1 + 24 * 7 - 0.01))).toBe(true);
    expect(unansweredResultReminderDue(mine, [mine], match, at(1 + 24 * 7))).toBe(false);
    expect(unansweredResultReminderDue(mine, [mine], { ...match, hasFinal: true }, at(49))).toBe(false);
    const theirs = suggestion({ submittedTeamId: GUEST, scoreHome: 0 });
    expect(unansweredResultReminderDue(mine, [mine, theirs], match, at(49))).toBe(false);
    // An admin's suggestion waits for either team.
    const admins = suggestion({ submittedTeamId: null });
    expect(unansweredResultReminderDue(admins, [admins], match, at(49))).toBe(true);
    expect(unansweredResultReminderDue(admins, [admins, mine], match, at(49))).toBe(false);
  });

  it('names the other team, or both for an admin', () => {
    expect(answeringTeams(suggestion(), match)).toEqual([GUEST]);
    expect(answeringTeams(suggestion({ submittedTeamId: GUEST }), match)).toEqual([HOME]);
    expect(answeringTeams(suggestion({ submittedTeamId: null }), match)).toEqual([HOME, GUEST]);
  });
});

describe('autoAcceptDue', () => {
  const match = { date: kickOff, hasFinal: false, autoAcceptHours: 72 };

  it("is due once the season's deadline has passed since the suggestion", () => {
    const mine = suggestion();
    const facts = { ...match, suggestions: [mine] };
    expect(autoAcceptDue(mine, facts, at(72.99))).toBe(false);
    expect(autoAcceptDue(mine, facts, at(73))).toBe(true);
    expect(autoAcceptDue(mine, { ...facts, hasFinal: true }, at(100))).toBe(false);
    expect(autoAcceptDue(mine, { ...facts, autoAcceptHours: 1 }, at(2))).toBe(true);
    // The date moved ahead after the suggestion: not before the new kick-off.
    expect(autoAcceptDue(mine, { ...facts, date: at(200) }, at(100))).toBe(false);
    // An admin's suggestion on a match without a date.
    const admins = suggestion({ submittedTeamId: null });
    expect(autoAcceptDue(admins, { ...facts, date: null, suggestions: [admins] }, at(73))).toBe(true);
  });

  it('still accepts when the other side suggested the same result', () => {
    const mine = suggestion();
    const same = suggestion({ submittedTeamId: GUEST, createdAt: at(2) });
    expect(autoAcceptDue(mine, { ...match, suggestions: [mine, same] }, at(73))).toBe(true);
  });

  it('never accepts when the season says never (0), or when the match is disputed', () => {
    const scores = fc.record({ home: fc.nat(9), guest: fc.nat(9) });
    fc.assert(
      fc.property(
        scores,
        scores,
        fc.integer({ min: 0, max: 10_000 }),
        fc.nat(720),
        (a, b, hours, deadline) => {
          const mine = suggestion({ scoreHome: a.home, scoreGuest: a.guest });
          const theirs = suggestion({ submittedTeamId: GUEST, scoreHome: b.home, scoreGuest: b.guest });
          const now = at(hours);
          expect(autoAcceptDue(mine, { ...match, autoAcceptHours: 0, suggestions: [mine] }, now)).toBe(false);
          const both = { ...match, autoAcceptHours: deadline, suggestions: [mine, theirs] };
          if (a.home !== b.home || a.guest !== b.guest) {
            expect(autoAcceptDue(mine, both, now)).toBe(false);
            expect(autoAcceptDue(theirs, both, now)).toBe(false);
          }
        },
      ),
    );
  });

  it('is due exactly from createdAt + hours on, for any deadline', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 720 }),
        fc.integer({ min: -1000, max: 1000 }),
        (deadline, offset) => {
          const mine = suggestion();
          const now = new Date(at(1).getTime() + deadline * HOUR + offset * 60_000);
          expect(autoAcceptDue(mine, { ...match, autoAcceptHours: deadline, suggestions: [mine] }, now)).toBe(
            offset >= 0,
          );
        },
      ),
    );
  });

  it('is due from the moment autoAcceptAt names (what the to-do list shows), not a millisecond before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 720 }),
        fc.integer({ min: -200, max: 200 }),
        fc.boolean(),
        fc.boolean(),
        (deadline, kickOffHours, hasDate, disputed) => {
          const mine = suggestion();
          const theirs = suggestion({ submittedTeamId: GUEST, scoreHome: 0 });
          const facts = {
            date: hasDate ? at(kickOffHours) : null,
            hasFinal: false,
            suggestions: disputed ? [mine, theirs] : [mine],
            autoAcceptHours: deadline,
          };
          const moment = autoAcceptAt(mine, facts);
          if (moment === null) {
            expect(deadline === 0 || disputed).toBe(true);
            expect(autoAcceptDue(mine, facts, at(100_000))).toBe(false);
          } else {
            expect(autoAcceptDue(mine, facts, moment)).toBe(true);
            expect(autoAcceptDue(mine, facts, new Date(moment.getTime() - 1))).toBe(false);
          }
        },
      ),
    );
  });
});
