import type { z } from 'zod';
import { m } from '../../common/i18n/messages';
import { badRequest } from './errors';

/** Parses a payload, reporting the first problem as "field: message" (400). */
export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const parsed = schema.safeParse(payload ?? {});
  if (parsed.success) {
    const found = unstorableText(parsed.data, []);
    if (found)
      throw badRequest(
        'invalid_field',
        `${found.path.length ? found.path.join('.') : 'body'}: ${found.problem}`,
      );
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  if (!issue) throw badRequest('invalid_request', m.server_error_invalid_request());
  if (issue.code === 'unrecognized_keys') {
    throw badRequest(
      'unknown_fields',
      m.server_error_unknown_fields({ fields: issue.keys.join(', '), count: issue.keys.length }),
    );
  }
  const field = issue.path.length ? issue.path.join('.') : 'body';
  throw badRequest('invalid_field', `${field}: ${issue.message}`);
}

const LONE_SURROGATE = /\p{Cs}/u;

interface Unstorable {
  path: (string | number)[];
  problem: string;
}

/**
 * PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate is no character at all (PGlite
 * fails on it): such a string would fail in the database (a 500), so it is refused here. Walks
 * the parsed data, whose depth the schema bounds.
 */
function unstorableText(value: unknown, path: (string | number)[]): Unstorable | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path, problem: m.server_error_nul() };
    if (LONE_SURROGATE.test(value)) return { path, problem: m.server_error_not_unicode() };
    return null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableText(item, [...path, index]);
      if (found) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = unstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
