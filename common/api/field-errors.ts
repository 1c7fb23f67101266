import type { z } from 'zod';

/** The first sentence a schema says about a value, or undefined when the value passes. */
export function fieldError(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** The first sentence per top-level field of an object schema: what a form shows under each field. */
export function fieldErrors<K extends string>(schema: z.ZodType, value: unknown): Partial<Record<K, string>> {
  const parsed = schema.safeParse(value);
  const errors: Partial<Record<K, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    errors[key] ??= issue.message;
  }
  return errors;
}
