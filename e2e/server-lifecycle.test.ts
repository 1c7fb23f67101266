import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from './harness';

describe('the server process', () => {
  it('prints the demo logins, stops cleanly on SIGTERM and keeps its data for the next start', async () => {
    // A new DATA_DIR starts as a copy of the build's migrated cluster (decision 100): nothing is
    // left to migrate, and a copy an interrupted start left half-made is thrown away, never opened.
    const dataDir = mkdtempSync(join(tmpdir(), 'league-e2e-'));
    mkdirSync(join(dataDir, 'pgdata.new'));
    writeFileSync(join(dataDir, 'pgdata.new', 'PG_VERSION'), '');
    // The start line ("listening", with demo_loaded and demo_logins) is info (decision 063).
    // The server answers as soon as it listens; its start line may reach this process's pipe a
    // moment later (seen once on a loaded machine), so the output is polled for it.
    const first = await startServer({ LOG_LEVEL: 'info' }, dataDir);
    await expect.poll(() => first.output()).toContain('"demo_loaded":true');
    expect(first.output()).not.toContain('migration applied');
    expect(existsSync(join(dataDir, 'pgdata.new'))).toBe(false);
    expect(first.output()).toContain('"email":"admin@demo.example"');
    const teams = await (await fetch(`${first.url}/api/getAcceptedTeams`)).text();
    expect(existsSync(join(first.dataDir, 'server.lock'))).toBe(true);

    await first.stop({ keepData: true });
    expect(first.process.exitCode).toBe(0);
    expect(existsSync(join(first.dataDir, 'server.lock'))).toBe(false);

    const second = await startServer({ LOG_LEVEL: 'info' }, first.dataDir);
    try {
      await expect.poll(() => second.output()).toContain('"demo_loaded":false');
      expect(await (await fetch(`${second.url}/api/getAcceptedTeams`)).text()).toBe(teams);
    } finally {
      await second.stop();
    }
  });

  it('refuses to start with a bad environment value, naming it', async () => {
    await expect(startServer({ PORT: 'eighty' })).rejects.toThrow(/PORT: must be a port number/);
  });
});
