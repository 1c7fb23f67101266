import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The rolling restart rule (README, Upgrading; decision 063): within one version step migrations
 * only add, so the previous version keeps running on the migrated schema while instances are
 * replaced one by one. A statement that takes away what a running version may read (a table, a
 * column, a name) fails here; such a change waits a version and is listed below with the note
 * in README, Upgrading, that says every instance must stop first.
 */

const MIGRATIONS = join(import.meta.dirname, 'migrations');

/**
 * Statements that remove or rename what the previous version reads, change a column's type, or
 * make an old column required (the previous version's inserts may leave it out).
 */
const TAKES_AWAY =
  /\b(drop\s+table|drop\s+column|drop\s+view|drop\s+type|rename\s+(column\s+)?\S+\s+to|rename\s+to|alter\s+column\s+\S+\s+(set\s+data\s+)?type|set\s+not\s+null)\b/i;

/** Migrations allowed to take something away, each with the README note that says so. */
const STOP_EVERY_INSTANCE: string[] = [];

describe('migrations only add (the rolling restart rule)', () => {
  it('no migration drops or renames a table or column, changes a column type or makes one required', () => {
    const files = readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(10);
    const offending = files
      .filter((name) => !STOP_EVERY_INSTANCE.includes(name))
      .flatMap((name) =>
        readFileSync(join(MIGRATIONS, name), 'utf8')
          .split('--> statement-breakpoint')
          // Comments may speak of what they like.
          .map((statement) => statement.replace(/--.*$/gm, ''))
          .filter((statement) => TAKES_AWAY.test(statement))
          .map((statement) => `${name}: ${statement.trim().slice(0, 120)}`),
      );
    expect(offending).toEqual([]);
  });
});
