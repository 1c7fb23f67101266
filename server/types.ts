import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AfterAnswer } from './lib/after-answer';
import type { Clock } from './lib/clock';
import type { AccountsCache } from './services/accounts-snapshot';
import type { MailWorker } from './services/mail/worker';
import type { PublicCache } from './services/public-cache';
import type { Scheduler } from './services/scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    publicCache: PublicCache;
    accounts: AccountsCache;
    afterAnswer: AfterAnswer;
    clock: Clock;
    scheduler: Scheduler;
    mailWorker: MailWorker;
  }
}
