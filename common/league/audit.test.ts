import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditChanges, auditValue } from './audit';
import { formatKickOff } from './kick-off';

const words = { yes: 'yes', no: 'no', locale: 'en' as const };

describe('audit log changes', () => {
  it('words values: moments on the league clock, flags, lists, nothing', () => {
    expect(auditValue('2026-11-30T18:00:00.000Z', words)).toBe(formatKickOff('2026-11-30T18:00:00.000Z'));
    expect(auditValue('2026-11-30T18:00:00.000Z', words)).toBe('Mon 30.11.2026, 19:00');
    expect(auditValue(true, { yes: 'ja', no: 'nein', locale: 'de' })).toBe('ja');
    expect(auditValue('2026-11-30T18:00:00.000Z', { ...words, locale: 'de' })).toBe('Mo., 30.11.2026, 19:00');
    expect(auditValue(false, words)).toBe('no');
    expect(auditValue(48, words)).toBe('48');
    expect(auditValue(['a', null], words)).toBe('a, –');
    expect(auditValue(null, words)).toBeNull();
    expect(auditValue('2:1', words)).toBe('2:1');
  });

  it('lists only what an edit changed, in the order the entry keeps it', () => {
    expect(
      auditChanges(
        { name: 'Old FC', name_short: 'OFC', accepted: true },
        { name: 'New FC', name_short: 'OFC', accepted: false },
      ),
    ).toEqual([
      { key: 'name', before: 'Old FC', after: 'New FC' },
      { key: 'accepted', before: true, after: false },
    ]);
  });

  it('lists everything a creation or deletion keeps', () => {
    expect(auditChanges(null, { name: 'Pitch', address: 'Street 1' })).toEqual([
      { key: 'name', before: undefined, after: 'Pitch' },
      { key: 'address', before: undefined, after: 'Street 1' },
    ]);
    expect(auditChanges({ duties: 1 }, null)).toEqual([{ key: 'duties', before: 1, after: undefined }]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  const values = fc.dictionary(
    fc.constantFrom('name', 'role', 'date', 'score', 'accepted'),
    fc.oneof(fc.string(), fc.boolean(), fc.integer(), fc.constant(null)),
  );

  it('names each changed field once and no unchanged one', () => {
    fc.assert(
      fc.property(values, values, (before, after) => {
        const keys = auditChanges(before, after).map((c) => c.key);
        expect(new Set(keys).size).toBe(keys.length);
        const all = new Set([...Object.keys(before), ...Object.keys(after)]);
        const changed = [...all].filter(
          (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
        );
        expect(keys.sort()).toEqual(changed.sort());
        expect(auditChanges(after, after)).toEqual([]);
      }),
    );
  });
});
