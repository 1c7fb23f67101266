/**
 * The database outage drill (issue 41, README "Monitoring"): `npm run build`, then
 * `npx tsx scripts/outage-drill.ts`. It starts its own PostgreSQL cluster (initdb and pg_ctl from
 * /usr/lib/postgresql/<version>/bin, on a free port in a temporary folder; never the machine's own
 * server), two instances of the built server (dist/server/server.js) behind deploy/nginx.conf, and
 * an SMTP sink that is down until the database is back. It queues mails, stops the database for 30 s
 * (`pg_ctl stop -m immediate`) and starts it again, then checks and prints: /readyz of both
 * instances (503 naming the database during the outage, 200 after), the API's answers during the
 * outage (503 database_unavailable), /metrics' outbox figure rising and falling, the error lines
 * each instance logged, and that every account and mail made before and after is there exactly
 * once. Exits 1 if a check fails. Everything it started is stopped and its folder removed, also
 * on failure or Ctrl-C. OUTAGE_SECONDS sets the outage's length (default 30); DRILL_LOG_LEVEL the
 * instances' LOG_LEVEL (default info), whose lines are printed when the drill fails.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePort, freePorts } from '../server/test/free-ports';
import { nginxMainConfig } from '../server/test/nginx';
import { smtpSink } from '../server/test/smtp-sink';

const ROOT = resolve(import.meta.dirname, '..');
const OUTAGE_S = Number(process.env.OUTAGE_SECONDS ?? 30);
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const SERVER = join(ROOT, 'dist/server/server.js');
const ACCOUNTS_BEFORE = 5;
const ACCOUNTS_AFTER = 5;

const cleanups: (() => Promise<void> | void)[] = [];
/** Each instance's log lines at warn and above, printed when the drill fails. */
const logsToShow: { port: number; lines: LogLine[] }[] = [];
const checks: { ok: boolean; what: string }[] = [];
const t0 = Date.now();
const say = (text: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(5)} s] ${text}`);
function check(ok: boolean, what: string) {
  checks.push({ ok, what });
  say(`${ok ? 'PASS' : 'FAIL'} ${what}`);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** PostgreSQL's tools refuse to run as root: as root they run as the postgres user. */
function pgTool(bin: string, args: string[]): string {
  const asRoot = process.getuid?.() === 0;
  const [command, all] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(command, all, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = join(base, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  throw new Error(
    'initdb and pg_ctl not found under /usr/lib/postgresql/*/bin: install PostgreSQL (apt-get install postgresql)',
  );
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function call(port: number, method: 'GET' | 'POST', path: string, body?: object): Promise<Answer> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((done, fail) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        timeout: 15_000,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer in 15 s`)));
    request.on('error', fail);
    request.end(payload);
  });
}

const json = (answer: Answer) => {
  try {
    return JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    return {};
  }
};

async function waitFor(what: string, test: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await test().catch(() => false)) return Date.now() - start;
    if (Date.now() - start > timeoutMs)
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(250);
  }
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

interface LogLine {
  level: number;
  time: number;
  msg: string;
  database?: string;
  outageSeconds?: number;
}

async function main() {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run "npm run build" first`);
  const bin = postgresBin();
  const tmp = mkdtempSync(join(tmpdir(), 'league-outage-drill-'));
  cleanups.push(() => rmSync(tmp, { recursive: true, force: true }));
  // The postgres user (as root) and nginx's workers must reach the folder.
  chmodSync(tmp, 0o755);
  if (process.getuid?.() === 0) chownSync(tmp, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);

  // 1. A PostgreSQL cluster of its own.
  const pgPort = await freePort();
  const pgdata = join(tmp, 'pgdata');
  pgTool(join(bin, 'initdb'), ['-D', pgdata, '-U', 'league', '--auth=trust', '--no-sync']);
  const pgCtl = (...args: string[]) => pgTool(join(bin, 'pg_ctl'), ['-D', pgdata, ...args]);
  const startDatabase = () =>
    pgCtl(
      '-o',
      `-p ${pgPort} -k ${tmp} -c listen_addresses=127.0.0.1`,
      '-l',
      join(tmp, 'postgres.log'),
      '-w',
      'start',
    );
  startDatabase();
  cleanups.push(() => {
    try {
      pgCtl('-m', 'immediate', 'stop');
    } catch {
      // Already stopped.
    }
  });
  const adminUrl = `postgres://league@127.0.0.1:${pgPort}/postgres`;
  const databaseUrl = `postgres://league@127.0.0.1:${pgPort}/league`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('create database league');
  await admin.end();
  say(`PostgreSQL ${bin.split('/').at(-2)} on port ${pgPort} (${pgdata})`);

  // 2. The SMTP sink's port, down until after the outage: mails pile up in the outbox.
  const smtpPort = await freePort();
  const received: string[] = [];
  const sink = smtpSink(received);
  cleanups.push(() => new Promise<void>((done) => sink.close(() => done())));

  // 3. Two instances of the built server.
  const jwtSecret = randomBytes(32).toString('hex');
  const instances: { port: number; child: ChildProcess; lines: LogLine[] }[] = [];
  for (const port of await freePorts(2)) {
    const child = spawn(process.execPath, [SERVER], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: 'http://league.test',
        DATABASE_URL: databaseUrl,
        JWT_SECRET: jwtSecret,
        DEMO_DATA: 'false',
        TRUST_PROXY: '127.0.0.1',
        AUTH_RATE_LIMIT: '1000',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LOG_LEVEL: process.env.DRILL_LOG_LEVEL ?? 'info',
      },
    });
    const lines: LogLine[] = [];
    let rest = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = rest + chunk.toString();
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) {
        try {
          lines.push(JSON.parse(part) as LogLine);
        } catch {
          lines.push({ level: 60, time: Date.now(), msg: part });
        }
      }
    });
    child.stderr?.on('data', (chunk: Buffer) =>
      lines.push({ level: 60, time: Date.now(), msg: chunk.toString() }),
    );
    instances.push({ port, child, lines });
    logsToShow.push({ port, lines });
    cleanups.push(() => stopChild(child, 'SIGTERM'));
  }
  for (const instance of instances) {
    await waitFor(
      `the instance on port ${instance.port} to listen`,
      async () => {
        if (instance.child.exitCode !== null) throw new Error(JSON.stringify(instance.lines));
        return instance.lines.some((line) => line.msg === 'listening');
      },
      90_000,
    );
  }
  const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
  say(`instances on ports ${a.port} and ${b.port}`);

  // 4. nginx with the repository's site file, inside the temporary folder.
  const nginxPort = await freePort();
  const site = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${a.port} `)
    .replace('server 127.0.0.1:3002 ', `server 127.0.0.1:${b.port} `)
    .replace('listen 80;', `listen 127.0.0.1:${nginxPort};`);
  writeFileSync(join(tmp, 'site.conf'), site);
  writeFileSync(join(tmp, 'nginx.conf'), nginxMainConfig(tmp, join(tmp, 'site.conf')));
  const nginx = spawn(
    NGINX,
    ['-p', tmp, '-e', join(tmp, 'error.log'), '-c', join(tmp, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  cleanups.push(() => stopChild(nginx, 'SIGQUIT'));
  await waitFor(
    'nginx',
    async () => (await call(nginxPort, 'GET', '/api/getSeasons')).status === 200,
    10_000,
  );
  say(`nginx on port ${nginxPort}`);

  const ready = async (port: number) => {
    const answer = await call(port, 'GET', '/readyz');
    return { status: answer.status, failing: (json(answer).failing as string[] | undefined) ?? [] };
  };
  const unsent = async (port: number) => {
    const text = (await call(port, 'GET', '/metrics')).text;
    const figure = (name: string) =>
      Number(text.match(new RegExp(`^${name} (\\S+)$`, 'm'))?.[1] ?? Number.NaN);
    return { unsent: figure('league_mail_outbox_unsent'), databaseUp: figure('league_metrics_database_up') };
  };
  const signup = (email: string) =>
    call(nginxPort, 'POST', '/api/signup', {
      email,
      password: 'correct horse battery',
      name: 'Drill Player',
      phone: '+4915112345678',
    });
  const outboxSeries: string[] = [];
  const recordOutbox = async (when: string) => {
    const figures = await unsent(a.port);
    outboxSeries.push(
      `${when}: ${Number.isNaN(figures.unsent) ? '-' : figures.unsent}${figures.databaseUp === 0 ? ' (not readable: database down)' : ''}`,
    );
    return figures;
  };

  for (const instance of instances)
    check(
      (await ready(instance.port)).status === 200,
      `/readyz on ${instance.port} is 200 before the outage`,
    );
  await recordOutbox('at start');

  // 5. Writes before: accounts whose confirmation mails wait in the outbox (no SMTP yet).
  const emails: string[] = [];
  for (let i = 0; i < ACCOUNTS_BEFORE; i++) {
    const email = `before-${i}@drill.test`;
    emails.push(email);
    const answer = await signup(email);
    if (answer.status !== 200) throw new Error(`sign-up before the outage: ${answer.status} ${answer.text}`);
  }
  await waitFor(
    'the outbox to hold the sign-ups',
    async () => (await unsent(a.port)).unsent >= ACCOUNTS_BEFORE,
    10_000,
  );
  const before = await recordOutbox(`after ${ACCOUNTS_BEFORE} sign-ups`);
  check(before.unsent >= ACCOUNTS_BEFORE, `/metrics league_mail_outbox_unsent rose to ${before.unsent}`);

  // 6. The outage.
  const logStart = Date.now();
  pgCtl('-m', 'immediate', 'stop');
  const outageStart = Date.now();
  say(`database stopped (pg_ctl stop -m immediate) for ${OUTAGE_S} s`);
  const failingSeen = new Set<number>();
  const apiDuring: string[] = [];
  let badDuring = 0;
  let retryAfter: string | undefined;
  let i = 0;
  while (Date.now() - outageStart < OUTAGE_S * 1000) {
    for (const instance of instances) {
      const state = await ready(instance.port);
      if (state.status === 503 && state.failing.includes('database')) failingSeen.add(instance.port);
    }
    const answer = await signup(`during-${i++}@drill.test`);
    const code = json(answer).code as string | undefined;
    const seen = `${answer.status} ${code ?? answer.text.slice(0, 60)}`;
    if (!apiDuring.includes(seen)) apiDuring.push(seen);
    if (answer.status !== 503 || code !== 'database_unavailable') badDuring++;
    retryAfter ??= answer.headers['retry-after'] as string | undefined;
    const read = await call(nginxPort, 'GET', '/api/getSeasons');
    const readSeen = `getSeasons ${read.status} ${(json(read).code as string | undefined) ?? ''}`.trim();
    if (!apiDuring.includes(readSeen)) apiDuring.push(readSeen);
    if (i === 3) await recordOutbox('during the outage');
    await sleep(1_000);
  }
  for (const instance of instances) {
    check(
      failingSeen.has(instance.port),
      `/readyz on ${instance.port} said 503 naming "database" during the outage`,
    );
  }
  check(
    badDuring === 0,
    `every sign-up during the outage (${i}) got 503 database_unavailable (answers seen: ${apiDuring.join('; ')})`,
  );
  check(retryAfter === '30', `the 503 carries Retry-After: ${retryAfter}`);

  // 7. The database back, and the mail server with it: the queued mails may go.
  startDatabase();
  await new Promise<void>((done) => sink.listen(smtpPort, '127.0.0.1', done));
  say(`database started again; SMTP sink listening on ${smtpPort}`);
  for (const instance of instances) {
    const ms = await waitFor(
      `/readyz on ${instance.port} to be 200`,
      async () => (await ready(instance.port)).status === 200,
      60_000,
    );
    check(true, `/readyz on ${instance.port} is 200 again (${(ms / 1000).toFixed(1)} s after the start)`);
  }
  for (let j = 0; j < ACCOUNTS_AFTER; j++) {
    const email = `after-${j}@drill.test`;
    emails.push(email);
    const answer = await signup(email);
    check(answer.status === 200, `sign-up ${email} after the outage: ${answer.status}`);
  }
  await recordOutbox(`database back, ${ACCOUNTS_AFTER} more sign-ups`);
  // A mail claimed just as the database went away keeps its 5-minute lease (server/services/mail/worker.ts)
  // before it is tried again: the wait allows for it.
  let lastSaid = Date.now();
  await waitFor(
    'the outbox to empty',
    async () => {
      const { unsent: left } = await unsent(a.port);
      if (left > 0 && Date.now() - lastSaid > 30_000) {
        lastSaid = Date.now();
        say(`${left} mail(s) still waiting (a mail claimed as the database went away waits for its lease)`);
      }
      return left === 0;
    },
    420_000,
  );
  const after = await recordOutbox('SMTP back, retries done');
  check(after.unsent === 0, '/metrics league_mail_outbox_unsent fell to 0');
  say(`league_mail_outbox_unsent over the drill: ${outboxSeries.join(' -> ')}`);

  // 8. Nothing lost, nothing doubled.
  const reader = new pg.Client({ connectionString: databaseUrl });
  await reader.connect();
  const { rows } = await reader.query<{ mail: string }>(
    "select mail from users where mail like '%@drill.test'",
  );
  const { rows: mails } = await reader.query<{ to: string; sent: boolean }>(
    `select "to", sent_at is not null as sent from mail_outbox where "to" like '%@drill.test'`,
  );
  await reader.end();
  const stored = new Set(rows.map((row) => row.mail));
  check(
    emails.every((email) => stored.has(email)) && stored.size === emails.length,
    `all ${emails.length} accounts made before and after the outage are stored, and none of the refused ones (${stored.size} in all)`,
  );
  const delivered = emails.map(
    (email) => received.filter((text) => new RegExp(`^To: ${email}`, 'm').test(text)).length,
  );
  check(
    delivered.every((count) => count === 1) &&
      mails.every((mail) => mail.sent) &&
      mails.length === emails.length,
    `each account's confirmation mail was delivered exactly once (${received.length} received)`,
  );

  // 9. What the log said about it.
  for (const instance of instances) {
    const during = instance.lines.filter((line) => line.time >= logStart);
    const errors = during.filter((line) => line.level >= 50);
    const warnings = during.filter((line) => line.level === 40);
    const back = during.find((line) => line.database === 'reachable');
    say(
      `instance ${instance.port} logged ${errors.length} error line(s) (${errors.map((line) => JSON.stringify(line.msg)).join(', ')}), ${warnings.length} warning(s)`,
    );
    check(errors.length === 1, `instance ${instance.port}: one error line for the outage`);
    check(
      back !== undefined,
      `instance ${instance.port} logged "${back?.msg ?? 'database reachable again ...'}"`,
    );
  }
}

async function cleanUp() {
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error(`clean-up: ${(error as Error).message}`);
    }
  }
  cleanups.length = 0;
}

process.on('SIGINT', () => {
  void cleanUp().then(() => process.exit(130));
});

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`drill aborted: ${(error as Error).stack ?? error}`);
} finally {
  await cleanUp();
}
const failures = checks.filter((c) => !c.ok);
if (failed || failures.length > 0) {
  for (const { port, lines } of logsToShow) {
    console.log(`\nthe last warnings and errors of the instance on ${port}:`);
    for (const line of lines
      .filter((l) => l.level >= (process.env.DRILL_LOG_LEVEL === 'debug' ? 20 : 40))
      .slice(-25))
      console.log(JSON.stringify(line).slice(0, 400));
  }
}
console.log(
  `\n${checks.length - failures.length} of ${checks.length} checks passed${failed ? '; the drill was aborted' : ''}`,
);
process.exit(failed || failures.length > 0 ? 1 : 0);
