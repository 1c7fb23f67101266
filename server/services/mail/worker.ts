import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import { mailOutbox } from '../../db/schema';
import { outboxMessageId } from './outbox';

export const MAIL_TICK_MS = 1000;
const BATCH = 20;
/**
 * After this many failed attempts a mail is marked failed (failed_at): counted in /metrics, listed
 * for admins (getFailedMails), sent again only when an admin asks (resendFailedMail).
 */
export const MAIL_MAX_ATTEMPTS = 10;
/** The wait after the n-th failed attempt is FIRST_RETRY_SECONDS * 2^(n-1): 30 s, 1 min, 2 min, ... 128 min. */
export const FIRST_RETRY_SECONDS = 30;
// A claimed row is hidden this long: if the instance dies mid-send, another one retries it later.
const LEASE = "interval '5 minutes'";

type OutboxRow = typeof mailOutbox.$inferSelect;

export class MailWorker {
  private pass: Promise<void> = Promise.resolve();
  private busy = false;
  private warnedNoSmtp = false;
  /** When a pass last started, finished or delivered a mail (real time, for /readyz). */
  lastBeat = Date.now();
  // Made at the first delivery: nodemailer is not loaded at start (a faster cold start).
  private transport: Promise<Transporter> | null = null;

  constructor(private readonly app: FastifyInstance) {}

  private smtp(url: string): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(url),
    );
    return this.transport;
  }

  /** Passes run one after another, so a flush also waits for the pass already in flight. */
  run(): Promise<void> {
    this.busy = true;
    this.pass = this.pass
      .then(() => this.deliverDue())
      .catch((error: unknown) => this.app.log.error({ err: error }, 'mail worker pass failed'))
      .finally(() => {
        this.busy = false;
      });
    return this.pass;
  }

  tick(): void {
    if (!this.busy) void this.run();
  }

  async stop(): Promise<void> {
    await this.pass;
    (await this.transport)?.close();
  }

  private async deliverDue(): Promise<void> {
    this.lastBeat = Date.now();
    if (!this.canDeliver()) return;
    for (;;) {
      const rows = await this.claim();
      this.lastBeat = Date.now();
      if (rows.length === 0) return;
      for (const row of rows) {
        await this.deliver(row);
        this.lastBeat = Date.now();
      }
    }
  }

  /** skip locked: several instances polling the same table never claim the same mail. */
  private claim(): Promise<OutboxRow[]> {
    const db = this.app.db;
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          isNull(mailOutbox.failedAt),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql.raw(`now() + ${LEASE}`) })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /**
   * In production a mail counts as sent only once SMTP took it: without SMTP_URL (which loadConfig
   * refuses there) the rows stay queued untouched, to be delivered once SMTP is configured.
   */
  private canDeliver(): boolean {
    if (this.app.config.smtpUrl || this.app.config.env !== 'production') return true;
    if (!this.warnedNoSmtp) {
      this.warnedNoSmtp = true;
      this.app.log.error('SMTP_URL is not set: mails stay queued in mail_outbox until it is');
    }
    return false;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    try {
      const smtpUrl = this.app.config.smtpUrl;
      if (smtpUrl) {
        const transport = await this.smtp(smtpUrl);
        await transport.sendMail({
          from: this.app.config.mailFrom,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          messageId: outboxMessageId(row, this.app.config.appUrl),
          // Prepared: nodemailer would fold long lines, and List-Unsubscribe must stay on one.
          // Auto-Submitted (RFC 3834): out-of-office and other auto-replies do not answer a machine.
          headers: Object.fromEntries(
            Object.entries({ ...row.headers, 'Auto-Submitted': 'auto-generated' }).map(([name, value]) => [
              name,
              { prepared: true, value },
            ]),
          ),
        });
      } else {
        this.logDevMail(row);
      }
      await this.app.db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const attempts = row.attempts + 1;
      const retryIn = FIRST_RETRY_SECONDS * 2 ** (attempts - 1);
      const message = error instanceof Error ? error.message : String(error);
      const failed = attempts >= MAIL_MAX_ATTEMPTS;
      if (failed) {
        this.app.log.error({ mailId: row.id, attempts, err: message }, 'mail failed: no retry is left');
      } else {
        this.app.log.warn({ mailId: row.id, attempts, err: message }, 'mail delivery failed');
      }
      await this.app.db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: message.slice(0, 1000),
          ...(failed
            ? { failedAt: sql`now()` }
            : { nextAttemptAt: sql`now() + ${`${retryIn} seconds`}::interval` }),
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }

  /** Without SMTP_URL (never in production) the log is the mailbox, beside /dev/mail. */
  private logDevMail(row: OutboxRow): void {
    const link = row.text.match(/https?:\/\/\S+/)?.[0];
    this.app.log.info({ subject: row.subject, link }, 'dev outbox (see /dev/mail)');
  }
}

/** Polls the outbox every second; the timer never keeps the process alive, and app.close() stops it. */
export function startMailWorker(app: FastifyInstance): void {
  const worker = new MailWorker(app);
  // A decoration, so route plugins (their own contexts) reach it too: /readyz reads its progress.
  app.decorate('mailWorker', worker);
  const timer = setInterval(() => worker.tick(), MAIL_TICK_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await worker.stop();
  });
}

/** Delivers every due mail now (tests await this instead of waiting for the timer). */
export function flushOutbox(app: FastifyInstance): Promise<void> {
  return app.mailWorker.run();
}
