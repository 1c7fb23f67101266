import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../common/durations';
import { wallClockDate } from '../../common/league/kick-off';
import { ConfigError, loadConfig, testConfig } from '../config';
import { pushAllowedAt } from './push';
import { isPublicAddress } from './push-address';
import { vapidKeys } from './push-keys';

/** Push (decision 091): its settings, the key file, the public-address test and the quiet hours. */

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/league-config-test' };
const publicKey = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
const privateKey = Buffer.alloc(32, 9).toString('base64url');

describe('push settings', () => {
  it('refuses PUSH_ALLOW_PRIVATE_ENDPOINTS in production, naming it', () => {
    const production = { ...base, NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@mail.example.org:465' };
    expect(loadConfig(production).pushAllowPrivateEndpoints).toBe(false);
    expect(() => loadConfig({ ...production, PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' })).toThrow(
      /PUSH_ALLOW_PRIVATE_ENDPOINTS: only for tests/,
    );
    expect(
      loadConfig({ ...base, NODE_ENV: 'test', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' })
        .pushAllowPrivateEndpoints,
    ).toBe(true);
  });

  it('takes both VAPID keys or neither, each checked, and a subject that is mailto: or https:', () => {
    expect(loadConfig({ ...base, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).vapid).toEqual(
      {
        publicKey,
        privateKey,
      },
    );
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY: required/);
    expect(() => loadConfig({ ...base, VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: required/,
    );
    for (const [name, value] of [
      ['VAPID_PUBLIC_KEY', privateKey],
      ['VAPID_PRIVATE_KEY', 'not+base64'],
      ['VAPID_SUBJECT', 'http://league.example.org'],
    ]) {
      expect(() => loadConfig({ ...base, [name as string]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, [name as string]: value })).toThrow(new RegExp(`${name}:`));
    }
    expect(loadConfig(base).vapidSubject).toBe('mailto:no-reply@league.localhost');
    expect(loadConfig({ ...base, VAPID_SUBJECT: 'https://league.example.org' }).vapidSubject).toBe(
      'https://league.example.org',
    );
  });

  it('makes the key pair on the first start into DATA_DIR, for its owner only, and reads it after', () => {
    const dir = mkdtempSync(join(tmpdir(), 'league-vapid-'));
    try {
      const first = vapidKeys(testConfig({ dataDir: dir }));
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(statSync(join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
      expect(vapidKeys(testConfig({ dataDir: dir }))).toEqual(first);
      expect(JSON.parse(readFileSync(join(dir, 'vapid-keys.json'), 'utf8'))).toEqual(first);
      // The draft it wrote the pair into before linking it into place is gone.
      expect(readdirSync(dir)).toEqual(['vapid-keys.json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.31.255.255',
    '192.168.178.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '142.250.185.74', '17.253.144.10', '2a00:1450:4001:80b::200a', '2620:fe::fe'])(
    'takes %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('pushAllowedAt (quiet hours 22:00-08:00 Munich time)', () => {
  const hourIn = (instant: Date) => wallClockDate(instant).getUTCHours();
  const instants = fc.date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2028-12-31T00:00:00Z'),
    noInvalidDate: true,
  });

  it('lets everything through from 08:00 to 22:00', () => {
    fc.assert(
      fc.property(instants, fc.option(instants), (now, kickOff) => {
        if (hourIn(now) >= 8 && hourIn(now) < 22) expect(pushAllowedAt(now, kickOff)).toBe(true);
      }),
    );
  });

  it('in the quiet hours, lets through only a match that kicked off that evening before 22:00', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 0, max: 12 * 60 }), (now, minutesBefore) => {
        const kickOff = new Date(now.getTime() - minutesBefore * MINUTE);
        const hour = hourIn(now);
        if (hour >= 8 && hour < 22) return;
        const allowed = pushAllowedAt(now, kickOff);
        if (hourIn(kickOff) >= 22 || (hourIn(kickOff) < 8 && hour < 8)) expect(allowed).toBe(false);
        expect(pushAllowedAt(now, new Date(now.getTime() + MINUTE))).toBe(false);
        expect(pushAllowedAt(now, null)).toBe(false);
      }),
    );
  });

  it('holds the examples of the rule', () => {
    // Summer time: Munich is UTC+2.
    const at = (iso: string) => new Date(iso);
    expect(pushAllowedAt(at('2026-06-01T20:40:00Z'), at('2026-06-01T19:30:00Z'))).toBe(true); // 22:40, kick-off 21:30
    expect(pushAllowedAt(at('2026-06-01T22:30:00Z'), at('2026-06-01T18:30:00Z'))).toBe(true); // 00:30, kick-off 20:30
    expect(pushAllowedAt(at('2026-06-01T20:40:00Z'), at('2026-06-01T20:15:00Z'))).toBe(false); // kick-off 22:15
    expect(pushAllowedAt(at('2026-06-02T05:30:00Z'), at('2026-06-02T05:00:00Z'))).toBe(false); // 07:30, kick-off 07:00
    expect(pushAllowedAt(at('2026-06-02T04:00:00Z'), at('2026-05-31T18:00:00Z'))).toBe(false); // a match of the day before
    expect(pushAllowedAt(at('2026-06-02T06:00:00Z'), at('2026-06-02T05:00:00Z'))).toBe(true); // 08:00
  });
});
