// The OpenAPI document (decision 037): only administrators read it; it is valid OpenAPI 3.1; and it
// describes every route the app registers under /api, except Better Auth's (left out on purpose, and said
// so in the document). A route registered any other way than from its definition fails here.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_ENDPOINTS } from '../../common/contracts/api-docs';
import { signInEachKind } from '../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof signInEachKind>>['cookies'];
beforeAll(async () => {
  t = await createTestApp();
  cookies = (await signInEachKind(t)).cookies;
});
afterAll(() => t.close());

/** Every route under /api the app answers, as `METHOD /path`; middleware and the catch-all aside. */
function appRoutes() {
  return [
    ...new Set(
      t.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !route.path.includes('*'))
        .map((route) => `${route.method} ${route.path}`),
    ),
  ];
}

const documented = (document: { paths: Record<string, Record<string, unknown>> }) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );

describe('GET /api/openapi.json', () => {
  it('is for administrators only', async () => {
    expect((await t.call(API_DOCS_ENDPOINTS.document, {})).status).toBe(401);
    expect((await t.call(API_DOCS_ENDPOINTS.document, { cookie: cookies.member })).status).toBe(403);
    expect((await t.call(API_DOCS_ENDPOINTS.document, { cookie: cookies.notOnboarded })).status).toBe(403);
  });

  it('is valid OpenAPI 3.1', async () => {
    const { body } = await t.call(API_DOCS_ENDPOINTS.document, { cookie: cookies.admin, expect: 200 });
    expect(body.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(structuredClone(body) as never);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route the app registers under /api, and no other', async () => {
    const { body } = await t.call(API_DOCS_ENDPOINTS.document, { cookie: cookies.admin, expect: 200 });
    const inDocument = new Set(documented(body));
    const routes = appRoutes().filter((route) => !/^\w+ \/api\/auth\//.test(route));
    const missing = routes.filter((route) => !inDocument.has(route));
    expect(missing, 'registered but not described: define these in src/common/contracts').toEqual([]);
    expect(
      [...inDocument].filter((route) => !routes.includes(route)),
      'described but not registered',
    ).toEqual([]);
    // The pilots are in it, with their access and answers.
    expect(body.paths['/api/posts/{slug}'].get).toMatchObject({ 'x-access': 'member', tags: ['posts'] });
    expect(Object.keys(body.paths['/api/admin/posts/{id}'].put.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
    );
    expect(body['x-left-out']).toEqual([expect.objectContaining({ path: '/api/auth/*' })]);
  });
});
