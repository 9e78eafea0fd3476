// The API tests' typed client (decision 037): `t.call(POST_ENDPOINTS.bySlug, { params: { slug }, cookie })`
// sends the request the definition describes, like a browser on the app's own origin (t.request), and
// answers { status, body, headers } with the body typed by its status. Every answer is held to the
// definition: its status must be one the definition declares or implies, and its body must fit that
// status's schema (the shared error shape for an error). With `expect`, any other status throws,
// showing the body, and the answer is typed for that status alone.
// Tests that deliberately send raw HTTP (a malformed id, a foreign origin, a body of the wrong type) use
// t.request with a literal path.
import type { z } from 'zod';
import type { AnswerBody, CallInput, DeclaredStatus, Endpoint } from '../../src/common/contracts/endpoint';
import { endpointUrl } from '../../src/common/contracts/endpoint';
import { allAnswers } from '../../src/server/http/openapi';

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

type BodyAt<E, S> =
  S extends DeclaredStatus<E>
    ? [AnswerBody<E, S>] extends [unknown]
      ? unknown extends AnswerBody<E, S>
        ? ErrorBody
        : AnswerBody<E, S>
      : never
    : ErrorBody;
export type CallAnswer<E, S extends number = number> = { status: S; body: BodyAt<E, S>; headers: Headers };
/** Every answer a definition declares, and the errors it implies. */
export type AnyAnswer<E> =
  { [S in DeclaredStatus<E>]: CallAnswer<E, S> }[DeclaredStatus<E>] | CallAnswer<E, 400 | 401 | 403 | 404 | 410 | 413 | 415>;

export type CallOptions<E extends Endpoint> = CallInput<E> & { cookie?: string; headers?: Record<string, string> };

type Send = (
  path: string,
  init: { method?: string; json?: unknown; cookie?: string; headers?: Record<string, string> },
) => Promise<{ status: number; body: any; headers: Headers }>;

const errorShape = (body: unknown) => {
  const error = (body as ErrorBody | null)?.error;
  return Boolean(error && typeof error.code === 'string' && typeof error.message === 'string');
};

export function createCall(send: Send) {
  async function call<E extends Endpoint, S extends number = never>(
    endpoint: E,
    options: CallOptions<E> & { expect?: S },
  ): Promise<[S] extends [never] ? AnyAnswer<E> : CallAnswer<E, S>> {
    const { params, query, body, cookie, headers, expect } = options as CallOptions<Endpoint> & {
      params?: Record<string, string>;
      query?: Record<string, unknown>;
      body?: unknown;
      expect?: number;
    };
    const url = endpointUrl(endpoint, params, query);
    const answer = await send(url, { method: endpoint.method, json: body, cookie, headers });
    const where = `${endpoint.method} ${url} (${endpoint.feature}.${endpoint.name}) answered ${answer.status}`;
    if (expect !== undefined && answer.status !== expect)
      throw new Error(`${where}, not ${expect}: ${JSON.stringify(answer.body)}`);
    const declared = allAnswers(endpoint)[answer.status];
    if (!declared) throw new Error(`${where}, which its definition neither declares nor implies: ${JSON.stringify(answer.body)}`);
    if (declared.schema) {
      const parsed = (declared.schema as z.ZodType).safeParse(answer.body);
      if (!parsed.success) throw new Error(`${where} with a body its definition refuses: ${parsed.error.message}`);
    } else if (answer.status >= 400 && !errorShape(answer.body)) {
      throw new Error(`${where} without the shared error shape: ${JSON.stringify(answer.body)}`);
    }
    return answer as never;
  }
  return call;
}
