import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../services/mail/outbox';
import { createTestApp } from '../test/test-app';

/** The dev outbox shows password-reset links: only a client on this machine may read it (issue 23). */

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // A trusted proxy lets X-Forwarded-For set request.ip: the check must not believe it.
  t = await createTestApp({ trustProxy: true });
});
afterAll(() => t.close());

const devMail = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress, headers });

describe('/dev/mail', () => {
  it.each(['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'])(
    'answers a client on this machine (%s)',
    async (address) => {
      const res = await devMail(address);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Dev outbox');
    },
  );

  it.each([
    ['another address', '192.0.2.7', {}],
    ['another IPv6 address', '2001:db8::7', {}],
    [
      'another address claiming loopback through X-Forwarded-For',
      '192.0.2.7',
      { 'x-forwarded-for': '127.0.0.1' },
    ],
    ['a request a local proxy forwarded', '127.0.0.1', { 'x-forwarded-for': '192.0.2.7' }],
    ['a request a local proxy forwarded with Forwarded', '127.0.0.1', { forwarded: 'for=192.0.2.7' }],
  ])('is a 404 for %s', async (_case, address, headers) => {
    const res = await devMail(address, headers);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Dev outbox');
  });

  it.each([
    'localhost',
    'localhost:3000',
    'LOCALHOST:3000',
    '127.0.0.1',
    '127.0.0.1:8080',
    '[::1]',
    '[::1]:3000',
  ])('answers a loopback client that names this machine as Host %s', async (host) => {
    const res = await devMail('127.0.0.1', { host });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Dev outbox');
  });

  it.each([
    'evil.example',
    'evil.example:3000',
    'localhost.evil.example',
    '127.0.0.1.nip.io',
    'localhost:3000@x',
  ])('is a 404 for a loopback client naming another Host (DNS rebinding): %s', async (host) => {
    const res = await devMail('127.0.0.1', { host });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Dev outbox');
  });

  it("shows a mail's HTML part on its own page, to this machine only", async () => {
    await queueMail(t.db, {
      to: 'html@example.test',
      subject: 'A digest',
      text: 'text',
      html: '<p>The HTML part</p>',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const list = await devMail('127.0.0.1');
    expect(list.body).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const href = list.body.match(/href="(\/dev\/mail\/\d+)">HTML version/)?.[1] ?? '';
    const local = await t.app.inject({ method: 'GET', url: href, remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toBe('<p>The HTML part</p>');
    const remote = await t.app.inject({ method: 'GET', url: href, remoteAddress: '192.0.2.7' });
    expect(remote.statusCode).toBe(404);
    for (const url of ['/dev/mail/0', '/dev/mail/abc', '/dev/mail/99999999999', '/dev/mail/999999']) {
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    }
  });
});
