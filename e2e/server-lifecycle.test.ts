import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from './harness';

describe('the server process', () => {
  it('prints the demo logins, stops cleanly on SIGTERM and keeps its data for the next start', async () => {
    const first = await startServer();
    expect(first.output()).toContain('Demo league loaded.');
    expect(first.output()).toContain('admin@demo.example');
    const teams = await (await fetch(`${first.url}/api/getAcceptedTeams`)).text();
    expect(existsSync(join(first.dataDir, 'server.lock'))).toBe(true);

    await first.stop({ keepData: true });
    expect(first.process.exitCode).toBe(0);
    expect(existsSync(join(first.dataDir, 'server.lock'))).toBe(false);

    const second = await startServer({}, first.dataDir);
    try {
      expect(second.output()).toContain('the database already had data, nothing loaded');
      expect(await (await fetch(`${second.url}/api/getAcceptedTeams`)).text()).toBe(teams);
    } finally {
      await second.stop();
    }
  });

  it('refuses to start with a bad environment value, naming it', async () => {
    await expect(startServer({ PORT: 'eighty' })).rejects.toThrow(/PORT: must be a port number/);
  });
});
