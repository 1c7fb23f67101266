import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DatabaseOutage, isDatabaseUnavailable } from './database-outage';

/** The driver errors of an unreachable database, as node-postgres, Node and PGlite report them. */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'a refused localhost (::1 and 127.0.0.1)',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
    ['a connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      'pg_ctl stop (57P01 admin_shutdown)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    [
      'a crash (57P02)',
      withCode('terminating connection because of crash of another server process', '57P02'),
    ],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    ['a connection timeout', new Error('Connection terminated due to connection timeout')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a closed PGlite', new Error('PGlite is closed')],
  ])('recognises %s, also as the cause of a failed query', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error as Error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a serialization failure', withCode('could not serialize access', '40001')],
    ['a plain error', new Error('simulated database failure')],
    ['nothing', undefined],
  ])('leaves %s alone', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error) expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});

describe('DatabaseOutage', () => {
  it('counts one outage from its first failure until the probe answers, then starts afresh', async () => {
    let up = false;
    const said: { fields: object; message: string }[] = [];
    const outage = new DatabaseOutage(
      async () => {
        if (!up) throw new Error('down');
      },
      () => ({ info: (fields, message) => said.push({ fields, message }) }),
      10,
    );
    try {
      expect(outage.failed()).toBe(true);
      expect(outage.failed()).toBe(false);
      expect(outage.failed()).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outage.down).toBe(true);
      up = true;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outage.down).toBe(false);
      expect(said).toEqual([
        {
          fields: { database: 'reachable', outageSeconds: 0, failures: 3 },
          message: 'database reachable again after 0 s',
        },
      ]);
      expect(outage.failed()).toBe(true);
    } finally {
      outage.stop();
    }
  });
});
