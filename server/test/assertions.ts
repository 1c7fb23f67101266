import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * The call is refused with `status` and a sentence, and `state` (the tables the call could
 * change) reads the same before and after.
 */
export async function expectRefusedUnchanged(
  state: () => Promise<unknown>,
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  error: string | RegExp,
): Promise<void> {
  const before = await state();
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { status: boolean; error: string };
  expect(body.status).toBe(false);
  if (typeof error === 'string') expect(body.error).toBe(error);
  else expect(body.error).toMatch(error);
  expect(await state()).toEqual(before);
}

/** The call succeeded: its data. */
export function okData<T = unknown>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}
