import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLock, DatabaseInUseError, openDatabase } from './client';

/** Field 22 of /proc/<pid>/stat: the start time the lock records. */
const startOf = (pid: number) => {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ')[19];
};

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

describe('a stale server.lock (issue 39)', () => {
  const withLock = async (content: string, check: (file: string, dir: string) => void | Promise<void>) => {
    const dir = mkdtempSync(join(tmpdir(), 'league-stale-'));
    const file = join(dir, 'server.lock');
    try {
      writeFileSync(file, content);
      await check(file, dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it.runIf(existsSync('/proc/self/stat'))(
    'records pid and start time, and holds against its own process',
    async () => {
      await withLock('', (file, dir) => {
        rmSync(file);
        const release = acquireLock(file, dir);
        expect(readFileSync(file, 'utf8')).toBe(`${process.pid} ${startOf(process.pid)}`);
        release();
        expect(existsSync(file)).toBe(false);
      });
    },
  );

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over a lock whose live pid started at another time (an unrelated process after pid reuse)',
    async () => {
      const other = spawn('sleep', ['30']);
      try {
        const pid = other.pid ?? 0;
        await withLock(`${pid} ${startOf(pid)}`, (file, dir) => {
          expect(() => acquireLock(file, dir)).toThrow(DatabaseInUseError);
          expect(() => acquireLock(file, dir)).toThrow(
            `If no server or command of this league runs with this DATA_DIR (pid ${pid} is something else), the lock is left over: delete ${file} and start again.`,
          );
        });
        await withLock(`${pid} 1`, (file, dir) => {
          const release = acquireLock(file, dir);
          expect(readFileSync(file, 'utf8')).toBe(`${process.pid} ${startOf(process.pid)}`);
          release();
        });
      } finally {
        other.kill('SIGKILL');
      }
    },
  );

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over the lock of a killed server not reaped yet (a zombie)',
    async () => {
      // The shell's background child, killed, stays a zombie: its parent (now `sleep 60`) never waits.
      const parent: ChildProcess = spawn('sh', ['-c', 'sleep 30 & echo $!; exec sleep 60']);
      try {
        const [line] = (await once(parent.stdout ?? parent, 'data')) as [Buffer];
        const pid = Number(String(line).trim());
        // Killed only once the shell has become `sleep 60`: a shell still running reaps its child
        // (CI once saw the zombie gone before it was looked at).
        for (
          let i = 0;
          i < 200 && !readFileSync(`/proc/${parent.pid}/cmdline`, 'utf8').startsWith('sleep');
          i++
        ) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        const start = startOf(pid);
        process.kill(pid, 'SIGKILL');
        for (let i = 0; i < 100 && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z '); i++) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(() => process.kill(pid, 0)).not.toThrow();
        for (const content of [`${pid} ${start}`, String(pid)]) {
          await withLock(content, (file, dir) => {
            acquireLock(file, dir)();
          });
        }
      } finally {
        parent.kill('SIGKILL');
      }
    },
  );
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
