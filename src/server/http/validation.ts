import type { Context } from 'hono';
import type { z } from 'zod';
import { GENERAL_MESSAGES } from '../../common/messages';
import { HttpError } from './errors';

/** Parses a value against a shared contract; a failure is a clear 400 naming the first problem, with
 * every field's message beside it. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const fields = Object.fromEntries(issues.map((issue) => [issue.path.join('.') || '_', issue.message]));
  throw new HttpError(400, 'INVALID_INPUT', issues[0]?.message ?? GENERAL_MESSAGES.invalidInput, fields);
}

/** Reads a JSON body and validates it. Malformed JSON or an oversized body is a 400, never a 500. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'INVALID_JSON', 'The request body must be valid JSON.');
  }
  return parseInput(schema, body);
}
