import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/client';
import { TSX_NODE } from '../test/tsx-node';

/** npm run migrate as an operator runs it before starting a new version (README, Upgrading). */

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'league-migrate-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function migrate(env: Record<string, string> = {}, args: string[] = []) {
  // umask 000: the database's files must be private whatever the umask.
  const command = [process.execPath, ...TSX_NODE, 'server/cli/migrate.ts', ...args];
  return run('sh', ['-c', 'umask 000 && exec "$@"', 'sh', ...command], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  );
}

const events = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('npm run migrate', () => {
  it('applies every migration to a new embedded database, one JSON line each, then finds nothing to do', async () => {
    const tags = (
      JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
        entries: { tag: string }[];
      }
    ).entries.map((entry) => entry.tag);

    const first = await migrate();
    expect(first, first.stderr).toMatchObject({ code: 0, stderr: '' });
    const lines = events(first.stdout);
    expect(lines.filter((line) => line.msg === 'migration applied').map((line) => line.migration)).toEqual(
      tags,
    );
    expect(lines.at(-1)).toMatchObject({
      msg: 'the database is migrated',
      applied: tags.length,
      database: 'embedded',
    });
    // The files PGlite made 0666 are the owner's only, its folders too (decision 063).
    const modes = new Set(
      readdirSync(dataDir, { recursive: true, withFileTypes: true }).map(
        (entry) =>
          `${entry.isDirectory() ? 'd' : 'f'}${(statSync(join(entry.parentPath, entry.name)).mode & 0o777).toString(8)}`,
      ),
    );
    expect([...modes].sort()).toEqual(['d700', 'f600']);

    const again = await migrate();
    expect(events(again.stdout)).toEqual([
      expect.objectContaining({ msg: 'the database was up to date', applied: 0 }),
    ]);
    // LOG_LEVEL is honoured by the commands too.
    expect(await migrate({ LOG_LEVEL: 'warn' })).toMatchObject({ code: 0, stdout: '', stderr: '' });
  }, 240_000);

  it('takes no arguments, and says so in plain words', async () => {
    const wrong = await migrate({}, ['--force']);
    expect(wrong).toMatchObject({ code: 2, stdout: '' });
    expect(wrong.stderr).toContain('Usage: npm run migrate');
  }, 60_000);
});
