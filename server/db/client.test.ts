import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDatabase } from './client';

describe('the embedded database lock', () => {
  it('refuses a second opener with a clear error, and takes over a stale lock', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'league-lock-'));
    try {
      writeFileSync(join(dir, 'server.lock'), '1');
      // pid 1 is alive (init): the directory is in use.
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DatabaseInUseError);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another process \(pid 1\)/);
      // A pid that cannot exist: the lock is stale and the database opens.
      writeFileSync(join(dir, 'server.lock'), '2147483646');
      const database = await openDatabase({ dataDir: dir });
      await database.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
