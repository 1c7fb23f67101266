import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Team } from '../../common/api/types';
import { openPostgres } from '../db/client';
import { DEFAULT_PASSWORD } from '../db/factories';
import { freePort, freePorts } from '../test/free-ports';
import { nginxMainConfig } from '../test/nginx';
import { adminUrl } from '../test/pg-names';
import { TSX_NODE } from '../test/tsx-node';

const ROOT = resolve(import.meta.dirname, '../..');
const AUTH_LIMIT = 4;
// Debian's nginx (scripts/test-all.sh installs it); /usr/sbin is not on every user's PATH.
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { status: boolean; data?: unknown; error?: string };
}

/** One request on its own connection, from a chosen loopback address (127.0.0.0/8 all reach this host). */
function call(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: object; from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  return new Promise((done, fail) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        localAddress: options.from ?? '127.0.0.1',
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            done({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text) });
          } catch {
            fail(new Error(`${method} ${path}: ${response.statusCode} ${text.slice(0, 200)}`));
          }
        });
      },
    );
    request.on('error', fail);
    request.end(payload);
  });
}

/** Ends a child process and waits for it; a polite signal first, then a hard one. */
async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function waitFor(what: () => string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// Two server processes need a server database: PGlite lives inside a single process.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes behind nginx on one PostgreSQL', () => {
  const pgUrl = process.env.TEST_DATABASE_URL as string;
  let database = '';
  let tmp = '';
  const instances: { port: number; process: ChildProcess; output: string[] }[] = [];
  let nginx: ChildProcess | undefined;
  let nginxPort = 0;

  beforeAll(async () => {
    // The run's prefix: the global teardown drops this database too if the test dies before afterAll.
    database = `league_${inject('pgRunId')}_deploy_${randomBytes(3).toString('hex')}`;
    tmp = mkdtempSync(join(tmpdir(), 'league-deploy-'));
    const admin = await openPostgres(pgUrl);
    try {
      await admin.pool?.query(`create database ${database}`);
    } finally {
      await admin.close();
    }
    const webDist = join(tmp, 'web');
    mkdirSync(webDist);
    const jwtSecret = randomBytes(32).toString('hex');
    const ports = await freePorts(2);
    // Both start at once on an empty database: migrations and demo data must each happen once.
    for (const port of ports) {
      const child = spawn(process.execPath, [...TSX_NODE, 'server/server.ts'], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          APP_URL: 'http://league.test',
          DATABASE_URL: adminUrl(pgUrl, database),
          JWT_SECRET: jwtSecret,
          DEMO_DATA: 'true',
          TRUST_PROXY: '127.0.0.1',
          AUTH_RATE_LIMIT: String(AUTH_LIMIT),
          WEB_DIST: webDist,
          // The start line ("listening", with whether this instance loaded the demo league) is info.
          LOG_LEVEL: 'info',
          // Required in production; nothing here sends mail (reset requests name unknown addresses).
          SMTP_URL: 'smtp://127.0.0.1:9',
        },
      });
      const output: string[] = [];
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      instances.push({ port, process: child, output });
    }
    for (const instance of instances) {
      await waitFor(
        () => `the instance on port ${instance.port} (output: ${instance.output.join('')})`,
        async () => {
          if (instance.process.exitCode !== null) throw new Error(instance.output.join(''));
          return instance.output.join('').includes('"msg":"listening"');
        },
        90_000,
      );
    }

    // nginx runs the repository's site file, with this test's ports, inside a throw-away prefix.
    // Its port is asked for once both instances listen, so it cannot be one of theirs.
    nginxPort = await freePort();
    const template = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8');
    const site = template
      .replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${ports[0]} `)
      .replace('server 127.0.0.1:3002 ', `server 127.0.0.1:${ports[1]} `)
      .replace('listen 80;', `listen 127.0.0.1:${nginxPort};`);
    for (const expected of [`:${ports[0]} `, `:${ports[1]} `, `listen 127.0.0.1:${nginxPort};`]) {
      expect(site, 'deploy/nginx.conf no longer has the lines this test substitutes').toContain(expected);
    }
    writeFileSync(join(tmp, 'site.conf'), site);
    writeFileSync(
      join(tmp, 'nginx.conf'),
      // Which instance answered, so the test can see both take turns.
      nginxMainConfig(tmp, join(tmp, 'site.conf'), '  add_header X-Upstream $upstream_addr always;\n'),
    );
    // Workers run as an unprivileged user when started by root: they must reach the temp folders.
    chmodSync(tmp, 0o755);
    const nginxOutput: string[] = [];
    nginx = spawn(
      NGINX,
      ['-p', tmp, '-e', join(tmp, 'error.log'), '-c', join(tmp, 'nginx.conf'), '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    nginx.stderr?.on('data', (chunk: Buffer) => nginxOutput.push(chunk.toString()));
    await waitFor(
      () => `nginx (${nginxOutput.join('')})`,
      async () => {
        if (nginx?.exitCode !== null) throw new Error(nginxOutput.join(''));
        return (await call(nginxPort, 'GET', '/api/getSeasons')).status === 200;
      },
      10_000,
    );
  }, 120_000);

  afterAll(async () => {
    await stop(nginx, 'SIGQUIT');
    await Promise.all(instances.map((instance) => stop(instance.process, 'SIGTERM')));
    const admin = await openPostgres(pgUrl);
    try {
      if (database) await admin.pool?.query(`drop database if exists ${database} with (force)`);
    } finally {
      await admin.close();
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);

  it('loads the demo league once, though both instances started on the same empty database', async () => {
    const outputs = instances.map((instance) => instance.output.join(''));
    expect(outputs.filter((output) => output.includes('"demo_loaded":true'))).toHaveLength(1);
    expect(outputs.filter((output) => output.includes('"demo_loaded":false'))).toHaveLength(1);
    const admin = await openPostgres(adminUrl(pgUrl, database));
    try {
      const { rows } = (await admin.pool?.query(
        "select count(*)::int as n from users where mail = 'admin@demo.example'",
      )) ?? { rows: [] };
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await admin.close();
    }
  });

  it('a write through nginx is visible on the next read, whichever instance answers', async () => {
    const login = await call(nginxPort, 'POST', '/api/login', {
      body: { email: 'captain@demo.example', password: DEFAULT_PASSWORD },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const session = (login.body.data as { session: { access_token: string; user: { member_of: number } } })
      .session;
    const teamId = session.user.member_of;
    const answeredBy = new Set<string>();
    for (let round = 1; round <= 6; round++) {
      const name = `Kickers Round ${round}`;
      const write = await call(nginxPort, 'POST', '/api/updateTeam', {
        body: { access_token: session.access_token, team_id: teamId, name },
      });
      expect(write.status, JSON.stringify(write.body)).toBe(200);
      answeredBy.add(String(write.headers['x-upstream']));
      // Round-robin: of two reads in a row, one is answered by the instance that did not write.
      for (let read = 0; read < 2; read++) {
        const answer = await call(nginxPort, 'GET', '/api/getAcceptedTeams');
        answeredBy.add(String(answer.headers['x-upstream']));
        expect((answer.body.data as Team[]).find((team) => team.id === teamId)?.name).toBe(name);
      }
    }
    expect([...answeredBy].sort()).toEqual(instances.map((instance) => `127.0.0.1:${instance.port}`).sort());
  });

  it('counts rate limits per real client address across both instances, whatever X-Forwarded-For a client sends', async () => {
    const ask = (from: string, headers: Record<string, string> = {}) =>
      call(nginxPort, 'POST', '/api/requestPasswordReset', {
        from,
        headers,
        body: { email: `nobody-${randomBytes(3).toString('hex')}@example.test` },
      });
    const answeredBy = new Set<string>();
    for (let i = 0; i < AUTH_LIMIT; i++) {
      const answer = await ask('127.0.0.2');
      expect(answer.status).toBe(200);
      answeredBy.add(String(answer.headers['x-upstream']));
    }
    expect(answeredBy.size).toBe(2);
    const limited = await ask('127.0.0.2');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A forged header only adds an address in front of the one nginx saw: still the same client.
    expect((await ask('127.0.0.2', { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(429);
    expect((await ask('127.0.0.2', { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(429);
    // Another client has its own budget, on either instance.
    expect((await ask('127.0.0.3')).status).toBe(200);
    expect((await ask('127.0.0.3')).status).toBe(200);
  });
});
