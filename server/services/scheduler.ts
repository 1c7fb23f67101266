import type { FastifyInstance } from 'fastify';

/**
 * Time-driven work (reminders, deadlines, notification digests: docs/PRODUCT.md#scheduler) in one
 * in-process scheduler. Jobs keep their state in the database and claim due rows with
 * `FOR UPDATE SKIP LOCKED` or unique keys, so a restart resumes and several instances on one
 * PostgreSQL do each item once. Each pass hands the jobs the app's clock, so tests move time by hand.
 */
export type Job = (app: FastifyInstance, now: Date) => Promise<void>;

export class Scheduler {
  private readonly jobs: { name: string; run: Job }[] = [];
  private pass: Promise<void> = Promise.resolve();
  private busy = false;
  /** When a pass last started, finished or got past a job (real time, for /readyz, not the app's clock). */
  lastBeat = Date.now();

  constructor(private readonly app: FastifyInstance) {}

  /** Jobs run in the order they were added, one after another. */
  add(name: string, run: Job): void {
    this.jobs.push({ name, run });
  }

  /** One pass over every job; passes never overlap, so a caller also waits for the one in flight. */
  run(): Promise<void> {
    this.busy = true;
    this.pass = this.pass
      .then(() => this.runJobs())
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
  }

  private async runJobs(): Promise<void> {
    this.lastBeat = Date.now();
    for (const job of this.jobs) {
      try {
        await job.run(this.app, this.app.clock.now());
      } catch (error) {
        // One failing job must not starve the others; it is tried again next pass.
        this.app.log.error({ err: error, job: job.name }, 'scheduled job failed');
      }
      this.lastBeat = Date.now();
    }
  }
}

/** Starts the timer (unless config.schedulerTickMs is 0); app.close() stops it and waits for the pass. */
export function startScheduler(app: FastifyInstance): Scheduler {
  const scheduler = new Scheduler(app);
  if (app.config.schedulerTickMs > 0) {
    const timer = setInterval(() => scheduler.tick(), app.config.schedulerTickMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.addHook('onClose', () => scheduler.stop());
  return scheduler;
}

/** Runs every job once now (tests call this after moving their clock). */
export function runScheduledWork(app: FastifyInstance): Promise<void> {
  return app.scheduler.run();
}
