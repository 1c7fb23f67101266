import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client';
import { LISTENER_NAME } from '../services/cache-notify';

export interface QueryCounter {
  /** Statements sent on the app's own database (PGlite, or PostgreSQL's pool) by work started in `within`. */
  readonly queries: number;
  /** PostgreSQL only: round trips on the public cache's LISTEN connection (cache-notify.ts), same scope. */
  readonly listener: number;
  /** Statements from anything else in the process meanwhile, such as the mail worker's timer. */
  readonly background: number;
  /** Runs `work` so that the statements it causes, however deep, are counted as its own. */
  within<T>(work: () => Promise<T>): Promise<T>;
  reset(): void;
  /** Puts the drivers' own methods back. */
  restore(): void;
}

/**
 * Counts the statements the app sends to its database while `within` runs, to show that a read runs none.
 * PGlite: its query, exec and transaction (each statement inside a transaction counts too).
 * PostgreSQL: every pg.Client's query, split by the LISTEN connection's application_name, so the
 * catch-up `select 1` of cache-notify.ts is counted apart from league queries on the pool.
 */
export function countQueries(database: Database): QueryCounter {
  let queries = 0;
  let listener = 0;
  let background = 0;
  // The async context tells a read's statements from the mail worker's polling, which runs meanwhile.
  const scope = new AsyncLocalStorage<true>();
  const count = (onListener: boolean) => {
    if (!scope.getStore()) background++;
    else if (onListener) listener++;
    else queries++;
  };
  const counter = (restore: () => void): QueryCounter => ({
    get queries() {
      return queries;
    },
    get listener() {
      return listener;
    },
    get background() {
      return background;
    },
    within: (work) => scope.run(true, work),
    reset() {
      queries = 0;
      listener = 0;
      background = 0;
    },
    restore,
  });
  if (database.pglite) {
    const client = database.pglite;
    const original = { query: client.query, exec: client.exec, transaction: client.transaction };
    const counted =
      <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
      (...args: A): Promise<R> => {
        count(false);
        return run(...args);
      };
    client.query = counted(original.query.bind(client)) as PGlite['query'];
    client.exec = counted(original.exec.bind(client));
    client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
      original.transaction.call(client, (tx) => {
        // Object.create keeps the transaction's other members (rollback, closed) as they are.
        const countedTx: Transaction = Object.assign(Object.create(tx) as Transaction, {
          query: counted(tx.query) as Transaction['query'],
          exec: counted(tx.exec),
        });
        return callback(countedTx);
      })) as PGlite['transaction'];
    return counter(() => Object.assign(client, original));
  }
  const prototype = pg.Client.prototype;
  const query = prototype.query;
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const name = (this as unknown as { connectionParameters?: { application_name?: string } })
      .connectionParameters?.application_name;
    count(name === LISTENER_NAME);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return counter(() => {
    prototype.query = query;
  });
}
