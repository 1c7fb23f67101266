import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

const secret = new TextEncoder().encode('unit-secret-unit-secret-unit-secret-0123');
const user = { id: 7, role: 'PLAYER' as const, tokenVersion: 2 };

describe('verifyAccessToken, which keeps tokens it verified', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts a token again until its expiry second, then refuses it as jose would', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00.000Z'));
    const token = await signAccessToken(secret, 60, user);
    const first = await verifyAccessToken(secret, token);
    expect(first).toMatchObject({ userId: 7, tokenVersion: 2 });
    vi.setSystemTime(new Date('2026-11-26T12:00:59.999Z'));
    expect(await verifyAccessToken(secret, token)).toEqual(first);
    vi.setSystemTime(new Date('2026-11-26T12:01:00.000Z'));
    expect(await verifyAccessToken(secret, token)).toBeNull();
    // Refused the same way when it was never kept: the kept answer changes nothing.
    expect(await verifyAccessToken(new TextEncoder().encode(`${'x'.repeat(40)}`), token)).toBeNull();
  });

  it('keeps tokens per secret: one verified under another secret is refused', async () => {
    const token = await signAccessToken(secret, 60, user);
    expect(await verifyAccessToken(secret, token)).not.toBeNull();
    const other = new TextEncoder().encode('other-secret-other-secret-other-secret-01');
    expect(await verifyAccessToken(other, token)).toBeNull();
  });

  it('refuses a changed token after the original was kept', async () => {
    const token = await signAccessToken(secret, 60, user);
    expect(await verifyAccessToken(secret, token)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    expect(await verifyAccessToken(secret, `${header}.${forged}.${signature}`)).toBeNull();
  });
});
