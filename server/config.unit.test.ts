import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/league-config-test' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      demoData: true,
      authRateLimit: 30,
    });
    expect(config.tokenTtl).toBe(12 * 3600);
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
  ])('refuses %s=%s naming the variable', (name, value, named) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(new RegExp(`${named}:`));
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: base.DATA_DIR })).toThrow(
      /JWT_SECRET: required/,
    );
  });
});
