import { describe, expect, it } from 'vitest';
import type { Db, Tx } from './client';
import { isRetryable, transaction } from './transaction';

/** A database whose transactions fail with the given errors, in order, then run the work. */
function fakeDb(failures: unknown[]) {
  const calls = { transactions: 0 };
  const db = {
    transaction: async <T>(work: (tx: Tx) => Promise<T>) => {
      calls.transactions++;
      const failure = failures.shift();
      if (failure) throw failure;
      return work({} as Tx);
    },
  } as unknown as Db;
  return { db, calls };
}

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
/** As drizzle throws it: its own error with the driver's error as `cause`. */
const wrapped = (code: string) => new Error('Failed query', { cause: pgError(code) });

describe('transaction', () => {
  it('runs the work again after a serialization failure and answers its result', async () => {
    const { db, calls } = fakeDb([pgError('40001')]);
    const pauses: number[] = [];
    let runs = 0;
    const answer = await transaction(
      db,
      async () => {
        runs++;
        return 'done';
      },
      { sleep: async (ms) => void pauses.push(ms), random: () => 0.5 },
    );
    expect(answer).toBe('done');
    expect(calls.transactions).toBe(2);
    expect(runs).toBe(1);
    expect(pauses).toEqual([5]);
  });

  it('retries a deadlock wrapped by drizzle, with growing pauses', async () => {
    const { db, calls } = fakeDb([wrapped('40P01'), wrapped('40P01'), wrapped('40001')]);
    const pauses: number[] = [];
    await transaction(db, async () => 1, {
      baseDelayMs: 8,
      sleep: async (ms) => void pauses.push(ms),
      random: () => 0.99,
    });
    expect(calls.transactions).toBe(4);
    expect(pauses).toEqual([7, 15, 31]);
  });

  it('gives up after the last attempt with the database error', async () => {
    const failure = pgError('40001');
    const { db, calls } = fakeDb([failure, failure, failure]);
    await expect(transaction(db, async () => 1, { attempts: 3, sleep: async () => {} })).rejects.toBe(
      failure,
    );
    expect(calls.transactions).toBe(3);
  });

  it('does not retry other errors', async () => {
    const unique = wrapped('23505');
    const { db, calls } = fakeDb([unique]);
    await expect(transaction(db, async () => 1, { sleep: async () => {} })).rejects.toBe(unique);
    expect(calls.transactions).toBe(1);
    const { db: db2, calls: calls2 } = fakeDb([]);
    const refusal = new Error('This season already has groups.');
    await expect(
      transaction(db2, async () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(calls2.transactions).toBe(1);
  });

  it('recognises the codes only', () => {
    expect(isRetryable(pgError('40001'))).toBe(true);
    expect(isRetryable(wrapped('40P01'))).toBe(true);
    expect(isRetryable(pgError('40002'))).toBe(false);
    expect(isRetryable(new Error('x'))).toBe(false);
    expect(isRetryable(undefined)).toBe(false);
  });
});
