import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/league-config-test' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      demoData: true,
      authRateLimit: 30,
      pgliteSharedBuffersMb: 16,
    });
    expect(config.tokenTtl).toBe(12 * 3600);
  });

  it('takes the embedded database buffer cache in whole megabytes', () => {
    expect(loadConfig({ ...base, PGLITE_SHARED_BUFFERS_MB: '128' }).pgliteSharedBuffersMb).toBe(128);
  });

  it('turns demo data off by default on PostgreSQL', () => {
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://x@localhost/db' }).demoData).toBe(false);
  });

  it.each([
    ['PORT', 'abc', 'PORT'],
    ['PORT', '70000', 'PORT'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL'],
    ['APP_URL', 'not a url', 'APP_URL'],
    ['JWT_SECRET', 'short', 'JWT_SECRET'],
    ['DEMO_DATA', 'maybe', 'DEMO_DATA'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL'],
    ['AUTH_RATE_LIMIT', '-1', 'AUTH_RATE_LIMIT'],
    ['PGLITE_SHARED_BUFFERS_MB', '0', 'PGLITE_SHARED_BUFFERS_MB'],
    ['PGLITE_SHARED_BUFFERS_MB', '16MB', 'PGLITE_SHARED_BUFFERS_MB'],
  ])('refuses %s=%s naming the variable', (name, value, named) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(new RegExp(`${named}:`));
  });

  it('moves the clock only for tests', () => {
    expect(loadConfig(base).clockShiftHours).toBe(0);
    expect(loadConfig({ ...base, NODE_ENV: 'test', TEST_CLOCK_SHIFT_HOURS: '168' }).clockShiftHours).toBe(
      168,
    );
    expect(() => loadConfig({ ...base, TEST_CLOCK_SHIFT_HOURS: '168' })).toThrow(
      /TEST_CLOCK_SHIFT_HOURS: only for tests/,
    );
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: base.DATA_DIR })).toThrow(
      /JWT_SECRET: required/,
    );
  });

  it('requires SMTP_URL in production, where the dev outbox would lose every mail', () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: required in production/);
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example:587' }).smtpUrl).toBe(
      'smtp://mail.example:587',
    );
    // Development keeps the dev outbox.
    expect(loadConfig(base).smtpUrl).toBeUndefined();
  });

  it('refuses a password over smtp:// without TLS unless SMTP_ALLOW_PLAIN=true, in one line naming SMTP_URL', () => {
    const plain = { ...base, SMTP_URL: 'smtp://league:secret@mail.example:587' };
    expect(() => loadConfig(plain)).toThrow(ConfigError);
    expect(() => loadConfig(plain)).toThrow(
      /^Invalid environment:\n {2}SMTP_URL: would send its password without TLS: use smtps:\/\/, add \?requireTLS=true \(STARTTLS\), or set SMTP_ALLOW_PLAIN=true$/,
    );
    expect(loadConfig({ ...plain, SMTP_ALLOW_PLAIN: 'true' }).smtpUrl).toBe(plain.SMTP_URL);
    expect(() => loadConfig({ ...plain, SMTP_ALLOW_PLAIN: 'false' })).toThrow(/SMTP_URL: would send/);
    expect(() => loadConfig({ ...plain, SMTP_ALLOW_PLAIN: 'sure' })).toThrow(
      /SMTP_ALLOW_PLAIN: must be true/,
    );
    // TLS from the start, STARTTLS required, or no password to give away: accepted as they are.
    for (const url of [
      'smtps://league:secret@mail.example:465',
      'smtp://league:secret@mail.example:587?requireTLS=true',
      'smtp://league:secret@mail.example:465?secure=true',
      'smtp://127.0.0.1:25',
    ]) {
      expect(loadConfig({ ...base, SMTP_URL: url }).smtpUrl).toBe(url);
    }
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://league@mail.example?requireTLS=false' })).toThrow(
      /SMTP_URL: would send/,
    );
  });

  it('listens where HOST says', () => {
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('creates the data directory and the development token secret for their owner only, whatever the umask', () => {
    const parent = mkdtempSync(join(tmpdir(), 'league-config-modes-'));
    const dataDir = join(parent, 'data');
    const umask = process.umask(0);
    try {
      const { jwtSecret } = loadConfig({ DATA_DIR: dataDir });
      expect(jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(umask);
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
