// Each endpoint's path is written once, in its definition in src/common/contracts (decision 037). Everything
// else derives the address from the route table: the server's registration, the browser's call(), the
// tests' t.call(). This test reads the source and fails on an `/api/...` string anywhere else, except:
// - Better Auth's own routes (`/api/auth/...`): the library defines and answers them, and the OpenAPI
//   document lists them as left out (decision 037, 'The document');
// - the mounts of the whole API (`/api/*`) and prefixes (`/api/admin/`), which are not an endpoint;
// - the files below, which send raw HTTP on purpose (a foreign origin, a malformed body or query, an
//   address no definition would build) or exercise the server from outside, with why.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'tests', 'bench', 'scripts'];
const DEFINITIONS = 'src/common/contracts/';

const RAW_HTTP: Record<string, string> = {
  'src/server/http/input-rules.api.test.ts': 'malformed ids (%00, 100,000 characters) and raw query strings',
  'src/server/http/openapi.api.test.ts': "reads the document's own keys (/api/posts/{slug})",
  'src/server/http/same-origin.api.test.ts': 'writes from foreign origins and in foreign content types, by address',
  'src/server/http/web-app.api.test.ts': 'an address no route has, beside pages and API answers compared by address',
  'src/server/features/access-requests/access-links.api.test.ts': 'a sign-up whose body is not JSON',
  'src/server/features/ask/member.api.test.ts': 'a page number that is not a number, in the raw query',
  'src/server/features/content/admin-links.api.test.ts':
    'API addresses stored as link targets, which the server must refuse to show',
  'src/server/features/content/spotlight.api.test.ts': 'an API address given as a picture, which the server refuses',
  'src/server/features/inbox/export.api.test.ts': 'a view no schema allows, in the raw query',
  'src/server/features/inbox/inbox.api.test.ts': 'raw query strings, malformed on purpose',
  'src/server/features/posts/posts.api.test.ts': 'raw query strings and unknown slugs, malformed on purpose',
  'src/server/features/profile/profile.api.test.ts': "addresses that do not exist, for reading another member's profile",
  'src/server/features/setup/setup.api.test.ts': 'setup tokens that are malformed or wrong, in the address',
  'src/web/features/api-docs/ApiReferencePage.test.tsx':
    "an OpenAPI document's keys (/api/admin/spotlight/{id}), as the page shows them",
  'tests/e2e/api-reference.e2e.ts': "the reference page's text, which shows the document's keys",
  'src/server/features/health/health.api.test.ts': 'an address no route has, for its request id',
  'src/server/metrics/metrics.api.test.ts': 'an address with an id in it, which must never become a label',
  'bench/bare-server.ts': 'the floor server: Hono and pg without our app, so it declares its own routes',
};

/** A string literal that starts an API address, other than Better Auth's and the mounts (`/api/*`). A prefix
 * (`'/api/admin/'`, ending in a slash) names a part of the API, not an endpoint, and is not counted. */
const API_LITERAL = /(['"`])\/api\/(?!auth\b|\*)([^'"`\n]*)\1/g;

function listSources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules'));
}

/** The source without its comments (which may name an address in prose). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function countLiterals(file: string): number {
  const text = withoutComments(readFileSync(path.join(ROOT, file), 'utf8'));
  return [...text.matchAll(API_LITERAL)].filter((match) => match[2] !== '' && !match[2].endsWith('/')).length;
}

describe('API addresses', () => {
  const files = SCANNED.flatMap(listSources).filter((file) => !file.startsWith(DEFINITIONS));

  it('are written only in the definitions, or in a file that sends raw HTTP on purpose', () => {
    const written = files.filter((file) => !(file in RAW_HTTP) && countLiterals(file) > 0);
    expect(written, 'call the route table (call, t.call, endpointUrl) instead, or list the file with why').toEqual([]);
  });

  it('lists only files that still write one', () => {
    const stale = Object.keys(RAW_HTTP).filter((file) => !files.includes(file) || countLiterals(file) === 0);
    expect(stale, 'these no longer write an API address: take them off RAW_HTTP').toEqual([]);
  });
});
