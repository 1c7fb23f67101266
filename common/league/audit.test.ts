import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditChanges, auditField, auditValue } from './audit';
import { formatKickOff } from './kick-off';

describe('audit log wording', () => {
  it('words values: moments on the league clock, flags, lists, nothing', () => {
    expect(auditValue('2026-11-30T18:00:00.000Z')).toBe(formatKickOff('2026-11-30T18:00:00.000Z'));
    expect(auditValue('2026-11-30T18:00:00.000Z')).toBe('Mon 30.11.2026, 19:00');
    expect(auditValue(true)).toBe('yes');
    expect(auditValue(false)).toBe('no');
    expect(auditValue(48)).toBe('48');
    expect(auditValue(['a', null])).toBe('a, –');
    expect(auditValue(null)).toBeNull();
    expect(auditValue('2:1')).toBe('2:1');
    expect(auditField('name_short')).toBe('Name short');
  });

  it('lists only what an edit changed, in the order the entry keeps it', () => {
    expect(
      auditChanges(
        { name: 'Old FC', name_short: 'OFC', accepted: true },
        { name: 'New FC', name_short: 'OFC', accepted: false },
      ),
    ).toEqual([
      { field: 'Name', before: 'Old FC', after: 'New FC' },
      { field: 'Accepted', before: 'yes', after: 'no' },
    ]);
  });

  it('lists everything a creation or deletion keeps', () => {
    expect(auditChanges(null, { name: 'Pitch', address: 'Street 1' })).toEqual([
      { field: 'Name', before: null, after: 'Pitch' },
      { field: 'Address', before: null, after: 'Street 1' },
    ]);
    expect(auditChanges({ duties: 1 }, null)).toEqual([{ field: 'Duties', before: '1', after: null }]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  const values = fc.dictionary(
    fc.constantFrom('name', 'role', 'date', 'score', 'accepted'),
    fc.oneof(fc.string(), fc.boolean(), fc.integer(), fc.constant(null)),
  );

  it('names each changed field once and no unchanged one', () => {
    fc.assert(
      fc.property(values, values, (before, after) => {
        const changes = auditChanges(before, after);
        const fields = changes.map((c) => c.field);
        expect(new Set(fields).size).toBe(fields.length);
        const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
        const changed = [...keys].filter(
          (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
        );
        expect(fields.sort()).toEqual(changed.map(auditField).sort());
        expect(auditChanges(after, after)).toEqual([]);
      }),
    );
  });
});
