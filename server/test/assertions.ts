import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ErrorCode } from '../../common/api/error-codes';

/**
 * The call is refused with `status` and `code` (decision 060), and `state` (the tables the call
 * could change) reads the same before and after. `error`, when given, is what the sentence must
 * say: the field it names (/^name: /), or wording that is itself under test.
 */
export async function expectRefusedUnchanged(
  state: () => Promise<unknown>,
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: ErrorCode,
  error?: string | RegExp,
): Promise<void> {
  const before = await state();
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { status: boolean; error: string; code: string };
  expect(body.status).toBe(false);
  expect(body.code, body.error).toBe(code);
  expect(body.error).not.toBe('');
  if (typeof error === 'string') expect(body.error).toBe(error);
  else if (error) expect(body.error).toMatch(error);
  expect(await state()).toEqual(before);
}

/** The call succeeded: its data. */
export function okData<T = unknown>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

/** The list's item at `i`, failing the test (not typing it `T | undefined`) when there is none. */
export const nth = <T>(list: T[], i: number): T => {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
};
