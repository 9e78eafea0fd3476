// The OpenAPI 3.1 document of the API (decision 037), made from the endpoint definitions the app has
// registered (http/endpoints.ts), in the order of the app's own route table. OpenAPI 3.1's schemas are
// JSON Schema 2020-12, which zod 4 writes itself (z.toJSONSchema): requests as they are sent (`io: 'input'`),
// answers as they are received. Routes not defined that way yet are not in it: the test that holds the
// document to the app's routes lists them (src/server/http/openapi.api.test.ts).
import { z } from 'zod';
import type { ApiDocument, ApiOperation } from '../../common/contracts/api-docs';
import type { AnswerDef, Endpoint } from '../../common/contracts/endpoint';
import { registeredEndpoint } from './endpoints';

const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** The shared error shape of every 4xx and 5xx of ours (app.ts's onError). */
const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'Stable, for programs: NOT_FOUND, INVALID_INPUT, ADMIN_ONLY…' },
        message: { type: 'string', description: 'For people, in the product’s words.' },
        fields: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Each refused field’s message, by its path.',
        },
      },
    },
  },
};

const ACCESS_TEXT: Record<Endpoint['access'], string> = {
  anyone: 'Anyone, visitors included.',
  'signed-in': 'Any signed-in account that is not deactivated.',
  member: 'Onboarded members and administrators.',
  'shown-member': 'Onboarded members whom other members can see (not archived), and administrators.',
  admin: 'Administrators only.',
};

/**
 * The answers a definition implies without listing them: who may call it (401, 403), its input (400 for a
 * query or body, the refused parameter's status, 413 and 415 for a JSON body) and the origin rule on
 * writes (403, decision 017). The tests' client accepts these as well as the declared ones.
 */
export function impliedAnswers(endpoint: Endpoint): Record<number, AnswerDef> {
  const implied: Record<number, AnswerDef> = {};
  if (endpoint.query || endpoint.body)
    implied[400] = { description: 'INVALID_INPUT or INVALID_JSON: the input was refused; `fields` names each problem.' };
  if (endpoint.access !== 'anyone') implied[401] = { description: 'UNAUTHORIZED: not signed in.' };
  const forbidden = [
    endpoint.access !== 'anyone' && endpoint.access !== 'signed-in' ? 'the caller may not use this' : '',
    endpoint.access !== 'anyone' ? 'BANNED_USER: the account is deactivated' : '',
    endpoint.method !== 'GET' ? 'FOREIGN_ORIGIN: a write from another origin' : 'a read sent from another site',
  ].filter(Boolean);
  implied[403] = { description: `Refused: ${forbidden.join('; ')}.` };
  if (endpoint.params) {
    const refused = endpoint.paramRefused ?? { status: 404, message: 'Not found' };
    implied[refused.status] = { description: `${refused.message}: no record has this parameter (or it is malformed).` };
  }
  if (endpoint.body) {
    implied[413] = { description: 'PAYLOAD_TOO_LARGE: the body is over 256 KB.' };
    implied[415] = { description: 'The body is not said to be JSON (Content-Type: application/json).' };
  }
  return implied;
}

/** Every answer of a definition: the implied ones, then the declared ones over them. */
export const allAnswers = (endpoint: Endpoint) => ({ ...impliedAnswers(endpoint), ...endpoint.responses });

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  // Transforms and refinements have no JSON Schema: what they accept is said by the type before them.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

/** Path and query parameters, from the fields of their schemas. */
function parameters(endpoint: Endpoint) {
  const list: NonNullable<ApiOperation['parameters']> = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as { properties?: Record<string, { description?: string }>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (object.required ?? []).includes(name),
        schema: property,
        ...(property.description ? { description: property.description } : {}),
      });
    }
  }
  return list;
}

function operation(endpoint: Endpoint): ApiOperation {
  const responses: ApiOperation['responses'] = {};
  for (const [status, answer] of Object.entries(allAnswers(endpoint))) {
    const type = answer.contentType ?? 'application/json';
    const schema = answer.schema ? jsonSchema(answer.schema, 'output') : Number(status) >= 400 ? ERROR_REF : undefined;
    responses[status] = {
      description: answer.description,
      ...(schema || answer.contentType ? { content: { [type]: schema ? { schema } : {} } } : {}),
    };
  }
  const body = endpoint.body
    ? { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } }
    : endpoint.rawBody
      ? { required: true, description: endpoint.rawBody.description, content: { [endpoint.rawBody.contentType]: {} } }
      : undefined;
  const params = parameters(endpoint);
  return {
    operationId: `${endpoint.feature}.${endpoint.name}`,
    tags: [endpoint.feature],
    summary: endpoint.summary,
    description: [endpoint.description, `Who may call it: ${ACCESS_TEXT[endpoint.access]}`].filter(Boolean).join('\n\n'),
    'x-access': endpoint.access,
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** `/api/posts/:slug` → `/api/posts/{slug}` */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The document for an app's routes (`app.routes`): each one registered from a definition, once. */
export function openApiDocument(routes: ReadonlyArray<{ method: string; path: string }>): ApiDocument {
  const paths: ApiDocument['paths'] = {};
  for (const { method, path } of routes) {
    const endpoint = registeredEndpoint(method, path);
    if (!endpoint) continue;
    (paths[openApiPath(path)] ??= {})[method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'FMC API',
      version: '1',
      description:
        'Generated from the endpoint definitions in src/common/contracts (decision 037). Every write must come from the site’s own origin ' +
        'with Content-Type: application/json; every answer that is an error has the shape of the Error schema.',
    },
    paths,
    components: { schemas: { Error: ERROR_SCHEMA } },
    'x-left-out': [
      {
        path: '/api/auth/*',
        reason:
          'Better Auth’s own endpoints (sign-in, sign-out, session, password reset, OAuth callback): the library parses and answers them in its own shape; ' +
          'only the ones the product uses are reachable (app.ts, PUBLIC_AUTH_ROUTES). Not described here on purpose: the browser’s view of them ' +
          'is in src/common/contracts/auth.ts, and the library’s own answers may carry more.',
      },
    ],
  };
}
