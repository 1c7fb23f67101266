import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from './test/free-ports';
import { nginxMainConfig } from './test/nginx';

/**
 * The deployment files in deploy/ checked by the tools that will read them: the systemd unit by
 * `systemd-analyze`, the nginx site by `nginx -t` and by serving through it, the compose file by
 * `docker compose config`. Each part is skipped, saying which tool is missing, on a machine without it.
 */

const ROOT = resolve(import.meta.dirname, '..');

/** A program on PATH or in the sbin folders (not on every user's PATH), or null. */
function program(name: string): string | null {
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/sbin'];
  return folders.map((folder) => join(folder, name)).find((path) => existsSync(path)) ?? null;
}

const SYSTEMD_ANALYZE = program('systemd-analyze');
const NGINX = program('nginx');
const OPENSSL = program('openssl');
const DOCKER = program('docker');
const COMPOSE =
  DOCKER && spawnSync(DOCKER, ['compose', 'version'], { encoding: 'utf8' }).status === 0
    ? [DOCKER, 'compose']
    : program('docker-compose')
      ? [program('docker-compose') as string]
      : null;

/** A describe block's name, saying why it is skipped on a machine without its tool. */
const named = (name: string, missing: string | false) => (missing ? `${name} (skipped: ${missing})` : name);

/** A tool that starts slowly on a busy machine (docker-compose is Python): past vitest's 5 s default. */
const SLOW_TOOL_MS = 30_000;

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** A [Section]'s settings as key -> values (a key may repeat), without comments. */
function unitSection(text: string, section: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[(.+)\]$/.exec(line)?.[1];
    if (header !== undefined) {
      current = header;
      continue;
    }
    if (current !== section) continue;
    const at = line.indexOf('=');
    const key = line.slice(0, at);
    settings.set(key, [...(settings.get(key) ?? []), line.slice(at + 1)]);
  }
  return settings;
}

let tmp = '';
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'league-deploy-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.skipIf(!SYSTEMD_ANALYZE)(
  named('deploy/league.service', !SYSTEMD_ANALYZE && 'systemd-analyze is not installed'),
  () => {
    const analyze = (...args: string[]) =>
      spawnSync(SYSTEMD_ANALYZE as string, args, { encoding: 'utf8', cwd: tmp, timeout: 20_000 });

    /** The unit in the temp folder; its node is /usr/bin/node, or this test's node where that is missing. */
    function unitFile(name: string, text = read('deploy/league.service')) {
      const unit = existsSync('/usr/bin/node')
        ? text
        : text.replace('/usr/bin/node ', `${process.execPath} `);
      writeFileSync(join(tmp, name), unit);
      return join(tmp, name);
    }

    it(
      'passes `systemd-analyze verify` without a word',
      () => {
        const result = analyze('verify', unitFile('league.service'));
        expect(result.stderr + result.stdout).toBe('');
        expect(result.status).toBe(0);
      },
      SLOW_TOOL_MS,
    );

    it(
      'would fail the check on a misspelt setting (the check reads what verify says)',
      () => {
        const misspelt = read('deploy/league.service').replace(
          'ProtectSystem=strict',
          'ProtectSystem=strikt',
        );
        const result = analyze('verify', unitFile('misspelt.service', misspelt));
        expect(result.stderr).toContain('strikt');
      },
      SLOW_TOOL_MS,
    );

    it('runs as its own user, restarted on failure, with the hardening systemd offers', () => {
      const service = unitSection(read('deploy/league.service'), 'Service');
      const one = (key: string) => service.get(key)?.at(-1);
      expect(one('User')).toBe('league');
      expect(one('Restart')).toBe('on-failure');
      expect(one('ExecStart')).toBe('/usr/bin/node dist/server/server.js');
      const hardening: [string, string][] = [
        ['NoNewPrivileges', 'true'],
        ['ProtectSystem', 'strict'],
        ['ProtectHome', 'true'],
        ['PrivateTmp', 'true'],
        ['PrivateDevices', 'true'],
        ['CapabilityBoundingSet', ''],
        ['StateDirectory', 'league'],
      ];
      for (const [key, value] of hardening) {
        expect(one(key), key).toBe(value);
      }
      expect(service.get('Environment')?.join(' ')).toContain('HOST=127.0.0.1');
    });

    it(
      "rates as OK (exposure at most 2.0 of 10) in systemd's own security review",
      () => {
        const result = analyze('security', '--offline=true', unitFile('league.service'));
        const exposure = result.stdout.match(/Overall exposure level for league\.service: ([\d.]+)/)?.[1];
        expect(exposure, result.stderr + result.stdout.slice(-500)).toBeDefined();
        expect(Number(exposure)).toBeLessThanOrEqual(2);
      },
      SLOW_TOOL_MS,
    );
  },
);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on its own connection; a self-signed certificate is fine. */
function request(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const get = url.startsWith('https:') ? https.get : http.get;
    const req = get(url, { headers, agent: false, rejectUnauthorized: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    req.on('error', fail);
  });
}

const CERTIFICATE = '/etc/letsencrypt/live/league.example.org/fullchain.pem';
const KEY = '/etc/letsencrypt/live/league.example.org/privkey.pem';

describe.skipIf(!NGINX || !OPENSSL)(
  named('deploy/nginx-tls.conf', (!NGINX || !OPENSSL) && 'nginx or openssl is not installed'),
  () => {
    /** The main configuration around the site, everything nginx writes inside the temp folder. */
    const mainConfig = (site: string) => nginxMainConfig(tmp, site);
    const nginxArgs = (config: string) => ['-p', tmp, '-e', join(tmp, 'error.log'), '-c', config];

    /** The site with a self-signed certificate where certbot's would be. */
    function siteWithCertificate(): string {
      const site = read('deploy/nginx-tls.conf');
      expect(site).toContain(CERTIFICATE);
      expect(site).toContain(KEY);
      const made = spawnSync(
        OPENSSL as string,
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
        ].concat([
          '-subj',
          '/CN=league.example.org',
          '-keyout',
          join(tmp, 'privkey.pem'),
          '-out',
          join(tmp, 'fullchain.pem'),
        ]),
        { encoding: 'utf8' },
      );
      expect(made.status, made.stderr).toBe(0);
      return site.replace(CERTIFICATE, join(tmp, 'fullchain.pem')).replace(KEY, join(tmp, 'privkey.pem'));
    }

    it(
      'passes `nginx -t`',
      () => {
        writeFileSync(join(tmp, 'tls-site.conf'), siteWithCertificate());
        writeFileSync(join(tmp, 'nginx-t.conf'), mainConfig(join(tmp, 'tls-site.conf')));
        const result = spawnSync(NGINX as string, ['-t', ...nginxArgs(join(tmp, 'nginx-t.conf'))], {
          encoding: 'utf8',
          timeout: 20_000,
        });
        expect(result.stderr).toContain('test is successful');
        // nginx 1.25.1 and later say `listen ... http2` is deprecated; Debian 12's 1.22 knows no other way.
        const warnings = result.stderr.split('\n').filter((line) => /\[(warn|emerg|alert|crit)\]/.test(line));
        expect(
          warnings.filter((line) => !line.includes('"listen ... http2" directive is deprecated')),
        ).toEqual([]);
        expect(result.status).toBe(0);
      },
      SLOW_TOOL_MS,
    );

    describe('serving', () => {
      const host = { host: 'league.example.org' };
      let nginx: ChildProcess | undefined;
      let upstream: http.Server | undefined;
      const seen: { url: string; headers: http.IncomingHttpHeaders }[] = [];
      let httpPort = 0;
      let httpsPort = 0;
      let headReached: Promise<void> = Promise.resolve();
      let tailSent = false;

      /** Asks for a streamed page through nginx: whether its head reached the client before the app sent the tail. */
      async function headBeforeTail(path: string, headers: http.OutgoingHttpHeaders = {}): Promise<boolean> {
        tailSent = false;
        let reached = () => {};
        headReached = new Promise((done) => {
          reached = done;
        });
        let first: boolean | undefined;
        let encoding: string | undefined;
        const answer = await new Promise<string>((done, fail) => {
          https
            .get(
              `https://127.0.0.1:${httpsPort}${path}`,
              { headers: { ...host, ...headers }, agent: false, rejectUnauthorized: false },
              (response) => {
                encoding = response.headers['content-encoding'];
                let body = '';
                response.on('data', (chunk: Buffer) => {
                  first ??= !tailSent;
                  reached();
                  body += chunk.toString();
                });
                response.on('end', () => done(body));
              },
            )
            .on('error', fail);
        });
        expect(answer).toBe('<head><body>');
        expect(encoding).toBeUndefined();
        return first === true;
      }

      beforeAll(async () => {
        // The app's stand-in: answers with what it was asked. /stream sends its head, then waits until
        // the client has it (at most 3 s) before the tail, as a session-rendered page says
        // X-Accel-Buffering: no; /stream-buffered, without the header, waits 1 s.
        upstream = http.createServer((req, res) => {
          seen.push({ url: req.url ?? '', headers: req.headers });
          if (req.url?.startsWith('/api/live')) {
            // As the live stream, but without X-Accel-Buffering: the site's location alone must
            // pass it on at once, uncompressed though the client takes gzip and nginx gzips others.
            res.writeHead(200, { 'content-type': 'text/event-stream' });
            res.write('<head>');
            const wait = new Promise((done) => setTimeout(done, 3_000));
            void Promise.race([headReached, wait]).then(() => {
              tailSent = true;
              res.end('<body>');
            });
            return;
          }
          if (req.url?.startsWith('/stream')) {
            const streamed = req.url === '/stream';
            res.writeHead(200, {
              'content-type': 'text/html',
              ...(streamed ? { 'x-accel-buffering': 'no' } : {}),
            });
            res.write('<head>');
            const wait = new Promise((done) => setTimeout(done, streamed ? 3_000 : 1_000));
            void Promise.race([headReached, wait]).then(() => {
              tailSent = true;
              res.end('<body>');
            });
            return;
          }
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ url: req.url }));
        });
        await new Promise<void>((done) => upstream?.listen(0, '127.0.0.1', done));
        const appPort = (upstream.address() as AddressInfo).port;
        [httpPort, httpsPort] = (await freePorts(2)) as [number, number];
        const webroot = join(tmp, 'certbot');
        mkdirSync(join(webroot, '.well-known/acme-challenge'), { recursive: true });
        writeFileSync(join(webroot, '.well-known/acme-challenge/token-1'), 'challenge answer');

        const template = siteWithCertificate();
        const site = template
          .replace('server 127.0.0.1:3000 ', `server 127.0.0.1:${appPort} `)
          .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
          .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
          // This machine may have no IPv6; the test reaches both servers over 127.0.0.1.
          .replace(/ {4}listen \[::\]:\d+[^;]*;\n/g, '')
          .replace('root /var/www/certbot;', `root ${webroot};`);
        for (const expected of [`:${appPort} `, `:${httpPort};`, `:${httpsPort} ssl`, `root ${webroot};`]) {
          expect(site, 'deploy/nginx-tls.conf no longer has the lines this test substitutes').toContain(
            expected,
          );
        }
        expect(site).not.toContain('[::]');
        writeFileSync(join(tmp, 'serve-site.conf'), site);
        // gzip on for the event stream's type too, as a server-wide setting might have it: the
        // live stream's location must still answer uncompressed.
        writeFileSync(
          join(tmp, 'serve.conf'),
          nginxMainConfig(
            tmp,
            join(tmp, 'serve-site.conf'),
            '  gzip on;\n  gzip_min_length 1;\n  gzip_types text/event-stream;\n',
          ),
        );
        // Workers run as an unprivileged user when started by root: they must reach the temp folder.
        chmodSync(tmp, 0o755);
        const output: string[] = [];
        nginx = spawn(NGINX as string, [...nginxArgs(join(tmp, 'serve.conf')), '-g', 'daemon off;'], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        nginx.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
        for (let attempt = 0; ; attempt++) {
          if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${output.join('')}`);
          const up = await request(`https://127.0.0.1:${httpsPort}/healthz`).then(
            () => true,
            () => false,
          );
          if (up) break;
          if (attempt > 100) throw new Error(`nginx did not answer: ${output.join('')}`);
          await new Promise((r) => setTimeout(r, 50));
        }
      }, 30_000);

      afterAll(async () => {
        if (nginx && nginx.exitCode === null) {
          const exited = new Promise((done) => nginx?.once('exit', done));
          nginx.kill('SIGQUIT');
          await exited;
        }
        await new Promise((done) => upstream?.close(done));
      });

      it('moves plain http to https, but serves certbot its challenge', async () => {
        const moved = await request(`http://127.0.0.1:${httpPort}/teams/3?x=1`, host);
        expect(moved.status).toBe(301);
        expect(moved.headers.location).toBe('https://league.example.org/teams/3?x=1');
        const challenge = await request(
          `http://127.0.0.1:${httpPort}/.well-known/acme-challenge/token-1`,
          host,
        );
        expect(challenge.status).toBe(200);
        expect(challenge.body).toBe('challenge answer');
      });

      it('passes https on to the app with the client address and scheme, and says so for a year', async () => {
        const answer = await request(`https://127.0.0.1:${httpsPort}/api/getSeasons`, {
          ...host,
          'x-forwarded-for': '203.0.113.9',
        });
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body)).toEqual({ url: '/api/getSeasons' });
        expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
        const asked = seen.findLast((request) => request.url === '/api/getSeasons')?.headers;
        expect(asked?.['x-forwarded-proto']).toBe('https');
        expect(asked?.host).toBe('league.example.org');
        // The client's own header stays in front; the app trusts only the last entry, nginx's.
        expect(asked?.['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
      });

      it('keeps /metrics from the outside: the app never sees the request', async () => {
        const answer = await request(`https://127.0.0.1:${httpsPort}/metrics`, host);
        expect(answer.status).toBe(404);
        expect(seen.some((request) => request.url === '/metrics')).toBe(false);
      });

      it("passes a streamed page's head on at once when the app says X-Accel-Buffering: no", async () => {
        expect(await headBeforeTail('/stream')).toBe(true);
        // Without the header nginx buffers: the head comes with the tail (the difference is the header's).
        expect(await headBeforeTail('/stream-buffered')).toBe(false);
      });

      it('passes the live stream on as it comes and uncompressed, without the header', async () => {
        expect(await headBeforeTail('/api/live?last_event_id=7', { 'accept-encoding': 'gzip' })).toBe(true);
      });
    });
  },
);

describe('the live stream in the nginx sites', () => {
  /** The directives of the site's `location = /api/live` block, without comments. */
  const liveLocation = (file: string) =>
    (/location = \/api\/live \{([^}]*)\}/.exec(read(file))?.[1] ?? '')
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim())
      .filter((line) => line !== '');

  for (const file of ['deploy/nginx.conf', 'deploy/nginx-tls.conf']) {
    it(`${file}: unbuffered, uncompressed, over HTTP/1.1, open longer than the 25 s heartbeat`, () => {
      const block = liveLocation(file);
      expect(block, `${file} has no location = /api/live`).toEqual(
        expect.arrayContaining([
          'proxy_pass http://league_app;',
          'proxy_http_version 1.1;',
          'proxy_set_header Connection "";',
          'proxy_buffering off;',
          'proxy_cache off;',
          'gzip off;',
        ]),
      );
      const timeout = /^proxy_read_timeout (\d+)s;$/.exec(
        block.find((d) => d.startsWith('proxy_read_timeout')) ?? '',
      );
      expect(Number(timeout?.[1])).toBeGreaterThan(25);
    });
  }
});

describe.skipIf(!COMPOSE)(
  named('deploy/compose.yaml', !COMPOSE && 'neither `docker compose` nor docker-compose is installed'),
  () => {
    it(
      'parses, with the app behind a health-checked PostgreSQL and its port on this machine only',
      () => {
        const env = {
          ...process.env,
          POSTGRES_PASSWORD: 'secret1',
          JWT_SECRET: 'x'.repeat(48),
          APP_URL: 'https://league.example.org',
          SMTP_URL: 'smtp://mail.example.org:587',
        };
        const [command = '', ...args] = COMPOSE ?? [];
        const result = spawnSync(command, [...args, '-f', join(ROOT, 'deploy/compose.yaml'), 'config'], {
          encoding: 'utf8',
          env,
          timeout: 20_000,
        });
        expect(result.status, result.stderr).toBe(0);
        expect(result.stdout).toContain('postgres://league:secret1@db:5432/league');
        expect(result.stdout).toContain('condition: service_healthy');
        expect(result.stdout).toMatch(/host_ip: 127\.0\.0\.1|127\.0\.0\.1:3000:3000/);
      },
      SLOW_TOOL_MS,
    );
  },
);
