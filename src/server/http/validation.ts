import type { Context } from 'hono';
import type { z } from 'zod';
import { findUnstorableText, hasUnstorableCharacter } from '../../common/contracts/text';
import { GENERAL_MESSAGES, INPUT_MESSAGES as M } from '../../common/messages';
import { badRequest, HttpError } from './errors';

/** Parses a value against a shared contract; a failure is a clear 400 naming the first problem, with
 * every field's message beside it. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const fields = Object.fromEntries(issues.map((issue) => [issue.path.join('.') || '_', issue.message]));
  throw new HttpError(400, 'INVALID_INPUT', issues[0]?.message ?? GENERAL_MESSAGES.invalidInput, fields);
}

/**
 * Reads a JSON body and validates it. Malformed JSON or an oversized body is a 400, never a 500; so is a
 * NUL or a lone surrogate anywhere in it, even in a field no contract reads (decision 017).
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'INVALID_JSON', 'The request body must be valid JSON.');
  }
  const where = findUnstorableText(body);
  if (where) throw badRequest(M.unsupportedCharacter, 'INVALID_INPUT', { [where]: M.unsupportedCharacter });
  return parseInput(schema, body);
}

/**
 * Parses a route parameter (an id, a token, a slug) against its shared contract. Whatever the contract
 * refuses — malformed, too long, a character that cannot be stored — cannot name a record, so the route
 * answers as it does for an unknown one: `refused` (usually its 404).
 */
export function parseParam<S extends z.ZodType>(schema: S, value: string | undefined, refused: () => HttpError): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw refused();
}

/**
 * Where a request that no contract of ours parses (Better Auth's routes) carries text the database
 * cannot store: the name of a query parameter, or the path of a string in its JSON body; undefined when
 * there is none. The body is read from a copy, so the request can still be handed on whole.
 */
export async function findUnstorableRequestText(request: Request): Promise<string | undefined> {
  const url = new URL(request.url);
  for (const [name, value] of url.searchParams) {
    if (hasUnstorableCharacter(name) || hasUnstorableCharacter(value)) return name;
  }
  if (!/^application\/json/i.test(request.headers.get('content-type') ?? '') || !request.body) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(await request.clone().text());
  } catch {
    return undefined; // not JSON: the route answers that itself
  }
  return findUnstorableText(body);
}
