import type { z } from 'zod';
import { badRequest } from './errors';

/** Parses a payload, reporting the first problem as "field: message" (400). */
export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const parsed = schema.safeParse(payload ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (!issue) throw badRequest('Invalid request.');
  if (issue.code === 'unrecognized_keys') {
    throw badRequest(`${issue.keys.join(', ')}: unknown field${issue.keys.length > 1 ? 's' : ''}`);
  }
  const field = issue.path.length ? issue.path.join('.') : 'body';
  throw badRequest(`${field}: ${issue.message}`);
}
