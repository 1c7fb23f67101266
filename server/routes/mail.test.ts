import type { AddressInfo } from 'node:net';
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../common/api/error-codes';
import { todoPath } from '../../common/api/links';
import type { FailedMail, ResentMail } from '../../common/api/mail';
import type { Todo } from '../../common/api/todos';
import { m } from '../../common/i18n/messages';
import { type BuiltTeam, buildTeam, buildUser, type UserRow } from '../db/factories';
import { auditLog, mailOutbox } from '../db/schema';
import { queueMail } from '../services/mail/outbox';
import { flushOutbox, MAIL_MAX_ATTEMPTS } from '../services/mail/worker';
import { expectRefusedUnchanged, okData } from '../test/assertions';
import { smtpSink } from '../test/smtp-sink';
import { createTestApp, type TestApp } from '../test/test-app';

/** Mails that failed after their last retry: the admins' list and resend (decision 059). */

let t: TestApp;
let admin: UserRow;
let team: BuiltTeam;
const received: string[] = [];
let refuse = true;
const sink = smtpSink(received, () => refuse);

beforeAll(async () => {
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}` });
  admin = await buildUser(t.db, { role: 'ADMIN', name: 'Ada Admin' });
  team = await buildTeam(t.db, { size: 3 });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

let unique = 0;
/** A mail as the worker leaves it after its tenth failed attempt. */
async function failedMail(values: { failedAt?: Date; to?: string } = {}) {
  const [row] = await t.db
    .insert(mailOutbox)
    .values({
      to: values.to ?? `failed-${++unique}@example.test`,
      subject: `Subject ${unique}`,
      text: 'x',
      html: '<p>x</p>',
      attempts: MAIL_MAX_ATTEMPTS,
      lastError: '550 Mailbox unavailable',
      failedAt: values.failedAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error('no mail');
  return row;
}

// The failed mails only: the worker's own timer claims the waiting ones meanwhile.
const state = async () => ({
  failed: await t.db
    .select()
    .from(mailOutbox)
    .where(isNotNull(mailOutbox.failedAt))
    .orderBy(asc(mailOutbox.id)),
  audit: await t.db.select({ id: auditLog.id }).from(auditLog),
});
const refused = (
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: ErrorCode,
  error?: string | RegExp,
) => expectRefusedUnchanged(state, request, status, code, error);
const failedMails = async () => okData<FailedMail[]>(await t.post('/api/getFailedMails', admin));

describe('a mail the relay refused ten times', () => {
  it('is listed for the admins, sent again when one asks, and then gone from the list', async () => {
    const to = 'typo@example.test';
    await queueMail(t.db, { to, subject: 'Confirm your e-mail address', text: 'x', html: '<p>x</p>' });
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await flushOutbox(t.app);
      await t.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(mailOutbox.to, to));
    }
    const [listed] = (await failedMails()).filter((mail) => mail.recipient === to);
    expect(listed).toMatchObject({
      recipient: to,
      subject: 'Confirm your e-mail address',
      attempts: MAIL_MAX_ATTEMPTS,
    });
    expect(listed?.last_error).toMatch(/550/);
    expect(Date.parse(listed?.failed_at ?? '')).toBeGreaterThanOrEqual(Date.parse(listed?.created_at ?? ''));
    if (!listed) throw new Error('not listed');

    refuse = false;
    const resent = okData<ResentMail>(await t.post('/api/resendFailedMail', admin, { mail_id: listed.id }));
    expect(resent).toEqual({
      id: listed.id,
      recipient: to,
      subject: 'Confirm your e-mail address',
      attempts: 0,
    });
    const [queued] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, listed.id));
    // (The worker's timer may have sent it already.)
    expect(queued).toMatchObject({ attempts: 0, failedAt: null, lastError: null });
    expect((await failedMails()).map((mail) => mail.id)).not.toContain(listed.id);

    await flushOutbox(t.app);
    expect(received.filter((raw) => raw.includes(`To: ${to}`))).toHaveLength(1);
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, listed.id));
    expect(sent?.sentAt).toBeInstanceOf(Date);

    // Audited like the admins' other writes: who, which mail, how it had failed.
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'mail.resend'))
      .orderBy(asc(auditLog.id));
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetLabel: `Confirm your e-mail address (${to})`,
      after: { attempts: 0 },
    });
    expect(entry?.before).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, last_error: listed.last_error });
  });
});

describe('getFailedMails', () => {
  it('lists failed mails only, the newest failure first, with the fields the admins need', async () => {
    const older = await failedMail({ failedAt: new Date(Date.now() - 3_600_000) });
    const newer = await failedMail();
    await queueMail(t.db, { to: 'waiting@example.test', subject: 'Waiting', text: 'x', html: '<p>x</p>' });
    const list = await failedMails();
    const ids = list.map((mail) => mail.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.map((mail) => mail.recipient)).not.toContain('waiting@example.test');
    expect(list.find((mail) => mail.id === older.id)).toEqual({
      id: older.id,
      recipient: older.to,
      subject: older.subject,
      last_error: '550 Mailbox unavailable',
      attempts: MAIL_MAX_ATTEMPTS,
      created_at: older.createdAt.toISOString(),
      failed_at: older.failedAt?.toISOString(),
    });
  });

  it('refuses everybody but admins: 403 for captains, players and users, 401 without a session', async () => {
    await failedMail();
    for (const user of [team.captain, team.members[1] ?? team.captain, await buildUser(t.db)]) {
      await refused(() => t.post('/api/getFailedMails', user), 403, 'failed_mails_not_allowed');
    }
    await refused(() => t.post('/api/getFailedMails', null), 401, 'session_expired');
  });
});

describe('resendFailedMail', () => {
  it('refuses everybody but admins and leaves the mail failed', async () => {
    const mail = await failedMail();
    for (const user of [team.captain, team.members[2] ?? team.captain, await buildUser(t.db)]) {
      await refused(
        () => t.post('/api/resendFailedMail', user, { mail_id: mail.id }),
        403,
        'failed_mails_not_allowed',
      );
    }
    await refused(() => t.post('/api/resendFailedMail', null, { mail_id: mail.id }), 401, 'session_expired');
  });

  it('answers 404 for a mail that does not exist, waits in the outbox, was sent, or was resent already', async () => {
    await refused(
      () => t.post('/api/resendFailedMail', admin, { mail_id: 999_999 }),
      404,
      'failed_mail_not_found',
    );
    await queueMail(t.db, { to: 'queued@example.test', subject: 'Queued', text: 'x', html: '<p>x</p>' });
    const [queued] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'queued@example.test'));
    await refused(
      () => t.post('/api/resendFailedMail', admin, { mail_id: queued?.id }),
      404,
      'failed_mail_not_found',
    );
    const [sent] = await t.db
      .insert(mailOutbox)
      .values({ to: 'sent@example.test', subject: 'Sent', text: 'x', html: '<p>x</p>', sentAt: new Date() })
      .returning();
    await refused(
      () => t.post('/api/resendFailedMail', admin, { mail_id: sent?.id }),
      404,
      'failed_mail_not_found',
    );
    const mail = await failedMail();
    const [first, second] = await Promise.all([
      t.post('/api/resendFailedMail', admin, { mail_id: mail.id }),
      t.post('/api/resendFailedMail', admin, { mail_id: mail.id }),
    ]);
    // Two admins pressing at once: one puts it back, the other hears it is not failed any more.
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 404]);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetLabel, `${mail.subject} (${mail.to})`));
    expect(entries).toHaveLength(1);
  });

  it("names the field of a bad mail_id, in the caller's language", async () => {
    for (const mail_id of ['abc', 0, -1, 1.5, undefined]) {
      await refused(
        () => t.post('/api/resendFailedMail', admin, { mail_id }),
        400,
        'invalid_field',
        `mail_id: ${m.server_field_choose_mail()}`,
      );
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resendFailedMail',
      headers: { authorization: `Bearer ${await t.tokenFor(admin)}`, 'accept-language': 'de' },
      payload: { mail_id: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, error: 'mail_id: Bitte wähle eine E-Mail.' });
  });
});

describe("the admins' to-do list", () => {
  it('says how many mails failed and links to the list; nobody else gets the item', async () => {
    await failedMail();
    await failedMail();
    const failed = (await t.db.select().from(mailOutbox).where(isNotNull(mailOutbox.failedAt))).length;
    const todos = okData<Todo[]>(await t.post('/api/getTodos', admin));
    const item = todos.find((todo) => todo.kind === 'failed_mails');
    expect(item?.text).toBe(
      `${failed} mails could not be sent: check the addresses and the mail server, then send them again.`,
    );
    expect(item && todoPath(item)).toBe('/dashboard/failed-mails');
    const captains = okData<Todo[]>(await t.post('/api/getTodos', team.captain));
    expect(captains.map((todo) => todo.kind)).not.toContain('failed_mails');
  });
});
