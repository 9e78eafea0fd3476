// Registers a feature's endpoint definitions (src/common/contracts/endpoint.ts, decision 037) on Hono. For
// each request, in this order, as the routes did by hand before:
//   1. who may call it: the definition's `access`, through requireMember / requireAdmin… (auth/caller.ts);
//   2. the path parameters, against `params`: a refused one answers `paramRefused` (usually the route's
//      404), as parseParam does (decision 017);
//   3. the query, against `query`, with parseInput: a 400 with the plain message and every field's;
//   4. the body, against `body`, with readJson: JSON only, a NUL or lone surrogate anywhere refused (a
//      handler given as { beforeBody, answer } checks the caller's situation first, and may answer
//      without the body: a used setup link, an account onboarded already);
//   5. the handler, which returns the answer's body (sent with the definition's success status), a
//      reply(status, body), or a Response of its own (a file, a stream).
// In tests and development every JSON answer is checked against the schema of its status before it
// leaves, so the two sides cannot drift apart unnoticed; production sends it unchecked.
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { Access, Endpoint, EndpointSchemas } from '../../common/contracts/endpoint';
import { GENERAL_MESSAGES } from '../../common/messages';
import {
  requireAdmin,
  requireMember,
  requireShownMember,
  requireSignedIn,
  type AppEnv,
  type Caller,
  type SignedInCaller,
} from '../auth/caller';
import { HttpError } from './errors';
import { parseInput, readJson } from './validation';

/** An answer with a status other than the definition's success status. */
export class Reply<Status extends number = number, Body = unknown> {
  constructor(
    readonly status: Status,
    readonly body: Body,
  ) {}
}
export const reply = <Status extends number, Body>(status: Status, body: Body) => new Reply(status, body);

type CallerFor<A extends Access> = A extends 'anyone' ? Caller | undefined : SignedInCaller;
type Parsed<E, Key extends string, Fallback> = E extends { [K in Key]: infer S extends z.ZodType } ? z.output<S> : Fallback;

/** What a handler is given: the caller its access let in, and its input, parsed. */
export type EndpointInput<E extends Endpoint> = {
  c: Context<AppEnv>;
  caller: CallerFor<E['access']>;
  params: Parsed<E, 'params', Record<string, never>>;
  query: Parsed<E, 'query', Record<string, never>>;
  body: Parsed<E, 'body', undefined>;
};

type Declared<E extends Endpoint> = Extract<keyof E['responses'], number>;
/** What the server hands the schema of a status: its input (z.input), which the schema then checks. */
type Produced<E extends Endpoint, Status> = Status extends keyof E['responses']
  ? E['responses'][Status] extends { schema: infer S extends z.ZodType }
    ? z.input<S>
    : never
  : never;
type SuccessStatus<E extends Endpoint> =
  200 extends Declared<E> ? 200 : 201 extends Declared<E> ? 201 : Extract<Declared<E>, 202 | 204>;

export type EndpointAnswer<E extends Endpoint> =
  Produced<E, SuccessStatus<E>> | { [S in Declared<E>]: Reply<S, Produced<E, S>> }[Declared<E>] | Response;

export type EndpointHandler<E extends Endpoint> = (input: EndpointInput<E>) => Promise<EndpointAnswer<E>> | EndpointAnswer<E>;

/** A handler whose route checks something before it reads the body: `beforeBody` throws a refusal, or
 * returns an answer that needs no body, or returns undefined to go on to the body and `answer`. */
export type EndpointHandlerWithCheck<E extends Endpoint> = {
  beforeBody: (input: Omit<EndpointInput<E>, 'body'>) => Promise<EndpointAnswer<E> | undefined> | EndpointAnswer<E> | undefined;
  answer: EndpointHandler<E>;
};

const GUARDS: Record<Access, (c: Context<AppEnv>) => Caller | undefined> = {
  // Answered before the caller is known on routes mounted ahead of the caller middleware (the health check).
  anyone: (c) => c.get('caller'),
  'signed-in': requireSignedIn,
  member: requireMember,
  'shown-member': requireShownMember,
  admin: requireAdmin,
};

/** Every definition registered by any app, by `METHOD /path`: the OpenAPI document describes these. */
const registered = new Map<string, Endpoint>();
export const registeredEndpoint = (method: string, path: string) => registered.get(`${method} ${path}`);

/** The lowest success status a definition declares: what a handler's plain answer is sent with. */
export function successStatus(endpoint: EndpointSchemas): number {
  const statuses = Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  if (!statuses.length) throw new Error('An endpoint must declare a success answer');
  return Math.min(...statuses);
}

/** Answers are checked only where a mismatch should stop someone: tests and development. */
const checksAnswers = () => process.env.NODE_ENV === 'test' || process.env.NODE_ENV === 'development';

function checkAnswer(endpoint: Endpoint, status: number, body: unknown) {
  const declared = endpoint.responses[status];
  const route = `${endpoint.method} ${endpoint.path}`;
  if (!declared)
    throw new Error(`${route} answered ${status}, which its definition (${endpoint.feature}.${endpoint.name}) does not declare`);
  if (!declared.schema) return;
  const result = declared.schema.safeParse(body);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(the answer)'}: ${issue.message}`).join('; ');
    throw new Error(
      `${route} answered ${status} with a body its definition (${endpoint.feature}.${endpoint.name}) refuses: ${problems}`,
    );
  }
}

/** Whatever the contract refuses cannot name a record: the route answers as for an unknown one (parseParam). */
function parseParams(endpoint: Endpoint, c: Context<AppEnv>) {
  const result = endpoint.params!.safeParse(c.req.param());
  if (result.success) return result.data;
  const refused = endpoint.paramRefused;
  throw refused
    ? new HttpError(refused.status, refused.code ?? (refused.status === 404 ? 'NOT_FOUND' : 'GONE'), refused.message)
    : new HttpError(404, 'NOT_FOUND', GENERAL_MESSAGES.notFound);
}

/**
 * A Hono router with a feature's endpoints, to mount at `/api` as before (`app.route('/api', …)`). Every
 * definition of `endpoints` needs its handler, and every handler's answer must fit its definition.
 */
export function endpointRoutes<T extends Record<string, Endpoint>>(
  endpoints: T,
  handlers: { [K in keyof T]: EndpointHandler<T[K]> | EndpointHandlerWithCheck<T[K]> },
) {
  const router = new Hono<AppEnv>();
  for (const [key, endpoint] of Object.entries(endpoints)) {
    type Loose = (input: EndpointInput<Endpoint>) => Promise<unknown> | unknown;
    const entry = handlers[key] as unknown as Loose | { beforeBody: Loose; answer: Loose };
    const { beforeBody, answer: handler } = typeof entry === 'function' ? { beforeBody: undefined, answer: entry } : entry;
    const ok = successStatus(endpoint);
    registered.set(`${endpoint.method} ${endpoint.path}`, endpoint);
    router.on(endpoint.method, endpoint.path.slice('/api'.length), async (c) => {
      const caller = GUARDS[endpoint.access](c);
      const params = endpoint.params ? parseParams(endpoint, c) : {};
      const query = endpoint.query ? parseInput(endpoint.query, c.req.query()) : {};
      const early = beforeBody ? await beforeBody({ c, caller, params, query } as EndpointInput<Endpoint>) : undefined;
      const body = early === undefined && endpoint.body ? await readJson(c, endpoint.body) : undefined;
      const result = early ?? (await handler({ c, caller, params, query, body } as EndpointInput<Endpoint>));
      if (result instanceof Response) return result;
      const [status, answer] = result instanceof Reply ? [result.status, result.body] : [ok, result];
      if (checksAnswers()) checkAnswer(endpoint, status, answer);
      return c.json(answer, status as ContentfulStatusCode);
    });
  }
  return router;
}
