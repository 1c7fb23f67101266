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

describe('the embedded database buffer cache', () => {
  it('starts with PGLITE_SHARED_BUFFERS_MB, 16 MB unless told (decision 040)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'league-buffers-'));
    try {
      const shown = async (sharedBuffersMb?: number) => {
        const database = await openDatabase({ dataDir: dir, sharedBuffersMb });
        try {
          return (await database.pglite?.query<{ shared_buffers: string }>('show shared_buffers'))?.rows[0]
            ?.shared_buffers;
        } finally {
          await database.close();
        }
      };
      expect(await shown()).toBe('16MB');
      expect(await shown(8)).toBe('8MB');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
