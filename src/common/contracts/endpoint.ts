// One definition per endpoint (decision 037). A feature describes each of its endpoints in two halves,
// keyed by the same names:
//   - its route table (`<feature>-routes.ts`, no zod): method, path and who may call it. The browser imports
//     this for the path, so a page's bundle carries a few strings, never a schema;
//   - its schemas (`<feature>.ts`): path parameters, query, body, and each answer by status and content
//     type. The browser imports their TYPES only (`import type`, erased); a form that validates with one
//     imports it in its own lazily loaded chunk.
// `defineEndpoints` joins the halves into the definitions the server registers (src/server/http/endpoints.ts),
// the API tests call (tests/support/call.ts) and the OpenAPI document describes. The route table carries
// the schemas' types as a phantom, so `call(POST_ROUTES.list, …)` in the browser is typed from the answer's
// schema without a schema in the bundle. This file has no runtime import: the browser may use it anywhere.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint; the server enforces it before the handler runs (src/server/auth/caller.ts):
 * - `anyone`: visitors too (no check);
 * - `signed-in`: any account that is not deactivated, onboarded or not (requireSignedIn);
 * - `member`: an onboarded member, or an administrator (requireMember);
 * - `shown-member`: a member whom other members can see, not archived (requireShownMember);
 * - `admin`: administrators only (requireAdmin).
 */
export type Access = 'anyone' | 'signed-in' | 'member' | 'shown-member' | 'admin';

/** One line of a route table. `path` is Hono's pattern, as the browser calls it (`/api/posts/:slug`). */
export type RouteDef = { readonly method: HttpMethod; readonly path: `/api/${string}`; readonly access: Access };

/** One answer an endpoint may give. Without `schema` it is an error in the shared shape ({ error: { code,
 * message, fields? } }) for a 4xx/5xx, or a body the schema cannot describe (a file, a stream). */
export type AnswerDef = {
  readonly description: string;
  readonly schema?: z.ZodType;
  /** `application/json` unless it says otherwise: `text/csv`, `text/calendar`, `text/event-stream`… */
  readonly contentType?: string;
};

/** The half with the schemas. Statuses the access rule or the input implies (401, 403, 400, 413, 415, and
 * the refused parameter's) need not be listed: the server, the tests and the document add them. */
export type EndpointSchemas = {
  readonly summary: string;
  readonly description?: string;
  /** Path parameters, one field per `:name` in the path. */
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  /** A JSON body (read with readJson: content type, NUL and lone surrogates anywhere, then the schema). */
  readonly body?: z.ZodType;
  /** A body that is not JSON (an upload): its content type, for the document; the handler reads it. */
  readonly rawBody?: { readonly contentType: string; readonly description: string };
  /** What a parameter the schema refuses answers: it cannot name a record, so the route answers as for an
   * unknown one (decision 017's parseParam), usually 404. */
  readonly paramRefused?: { readonly status: 404 | 410; readonly code?: string; readonly message: string };
  readonly responses: { readonly [status: number]: AnswerDef };
};

/** Carries an endpoint's schema types on its route line; never set at run time. */
declare const schemasOfRoute: unique symbol;
export type TypedRoute<S = EndpointSchemas> = RouteDef & { readonly [schemasOfRoute]?: S };

/** A whole definition: the route line and its schemas, with the feature and the name it has there. */
export type Endpoint<S extends EndpointSchemas = EndpointSchemas> = TypedRoute<S> &
  S & { readonly feature: string; readonly name: string };

/**
 * A feature's route table, checked against its schemas: the same names, no more, no fewer.
 *   export const POST_ROUTES = routeTable<typeof POST_SCHEMAS>()({ list: { method: 'GET', … }, … });
 * `typeof POST_SCHEMAS` comes from an `import type`, so the table stays free of zod at run time.
 */
export function routeTable<S extends Record<string, EndpointSchemas>>() {
  return <const T extends { [K in keyof S]: RouteDef }>(table: T & Record<Exclude<keyof T, keyof S>, never>) =>
    table as { readonly [K in keyof S]: (K extends keyof T ? T[K] : never) & TypedRoute<S[K]> };
}

/** The definitions the server registers and the tests call: each route line with its schemas, named by
 * `feature` (the document's tag) and its key. */
export function defineEndpoints<S extends Record<string, EndpointSchemas>, R extends { [K in keyof S]: TypedRoute<S[K]> }>(
  feature: string,
  routes: R,
  schemas: S,
): { readonly [K in keyof S]: R[K] & S[K] & { readonly feature: string; readonly name: string } } {
  const joined: Record<string, unknown> = {};
  for (const name of Object.keys(schemas)) joined[name] = { ...routes[name], ...schemas[name], feature, name };
  return joined as { readonly [K in keyof S]: R[K] & S[K] & { readonly feature: string; readonly name: string } };
}

// ---------------------------------------------------------------------------------------------------
// Types derived from a definition (or a route line, through its phantom)

export type SchemasOf<R> = R extends { readonly [schemasOfRoute]?: infer S } ? Exclude<S, undefined> : never;

/** `{ slug: string }` for `/api/posts/:slug`; `{}` without parameters. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : NoFields;

/** An object with no fields: what a call without that part of the input takes. */
type NoFields = Record<never, never>;
type OptionalFields<T> = { [K in keyof T]?: T[K] | undefined };
type QueryOf<S> = S extends { query: infer Q extends z.ZodType } ? OptionalFields<z.output<Q>> : never;
type BodyOf<S> = S extends { body: infer B extends z.ZodType } ? z.input<B> : never;

/** What a caller gives: `params` when the path has some, `query` and `body` when the endpoint reads them. */
export type CallInput<R extends RouteDef> = ([keyof PathParams<R['path']>] extends [never]
  ? NoFields
  : { params: PathParams<R['path']> }) &
  ([QueryOf<SchemasOf<R>>] extends [never] ? NoFields : { query?: QueryOf<SchemasOf<R>> }) &
  ([BodyOf<SchemasOf<R>>] extends [never] ? NoFields : { body: BodyOf<SchemasOf<R>> });

type Responses<R> = SchemasOf<R> extends { responses: infer A } ? A : never;
type SuccessStatus = 200 | 201 | 202 | 204;

/** The body of one answer: what its schema makes of it (z.output), `unknown` without a schema. */
export type AnswerBody<R, Status> = Status extends keyof Responses<R>
  ? Responses<R>[Status] extends { schema: infer B extends z.ZodType }
    ? z.output<B>
    : unknown
  : never;

/** The statuses an endpoint declares, and the body of its success. */
export type DeclaredStatus<R> = Extract<keyof Responses<R>, number>;
export type SuccessBody<R> = AnswerBody<R, Extract<DeclaredStatus<R>, SuccessStatus>>;

// ---------------------------------------------------------------------------------------------------
// Addresses

/**
 * The address of a call: each `:name` replaced by its parameter, encoded; query values that are undefined
 * or empty left out. Used by the browser's call and the tests' client alike.
 */
export function endpointUrl(route: RouteDef, params: Record<string, string> = {}, query: Record<string, unknown> = {}): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
