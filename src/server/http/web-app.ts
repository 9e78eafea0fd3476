// Serves the built browser code (dist/web): files by name, the light public site (site.html) to visitors
// on the public pages, and the app (index.html) for every other path. Both pages carry the public
// configuration, written in by the server, so the first paint waits for no request.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { MeResponse, PublicConfig } from '../../common/caller';
import { GENERAL_MESSAGES } from '../../common/messages';
import { ROUTES } from '../../common/routes';
import type { AppEnv } from '../auth/caller';
import { WEB_MANIFEST_PATH, webAppManifest } from './web-manifest';

const PUBLIC_SITE_PATHS = new Set<string>([ROUTES.home, ROUTES.aboutUs, ROUTES.masteryou, ROUTES.privacyPolicy]);

/** Better Auth's session cookie, whatever the prefix (and `__Secure-` on https). */
export function hasSessionCookie(header: string | undefined): boolean {
  return !!header && /(?:^|;\s*)(?:__Secure-)?[\w-]+\.session_token=/.test(header);
}

/** A value as a JSON script element; `<` is escaped so no text inside can close it. */
function jsonScript(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/** `html` with `insert` put before `</head>`. A replacer function, not a replacement string: in one, `$&`,
 * `` $` `` and `$'` in a member's name or the brand would be expanded into parts of the page. */
function insertBeforeHeadEnd(html: string, insert: string): string {
  return html.replace('</head>', () => `${insert}</head>`);
}

/** Build files that are not for browsers: Vite's manifest (under .vite/) and any other dot-named file. */
const isHiddenFile = (pathname: string) => pathname.split('/').some((segment) => segment.startsWith('.'));

/** The app's own chunk for the member area, and what it imports, from Vite's manifest (if built). */
function readMemberAreaChunks(webDir: string): string[] {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Chunk>;
  const entry = Object.keys(manifest).find((key) => key.endsWith('src/web/app/member-area.tsx'));
  if (!entry) return [];
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  return [...files];
}

/** Resolves who is asking for a page, for the app to start without asking again. */
export type DescribeCaller = (headers: Headers) => Promise<MeResponse>;

/** `config`: the public configuration as it is now (the community's time zone may change while it runs). */
export function serveWebApp(app: Hono<AppEnv>, webDir: string, config: () => PublicConfig, describeCaller: DescribeCaller): void {
  if (!existsSync(path.join(webDir, 'index.html'))) return;
  const hasSite = existsSync(path.join(webDir, 'site.html'));
  // Re-read when a rebuild replaces a page, so a running server never points at deleted assets.
  const cache = new Map<string, { mtimeMs: number; html: string }>();
  const readPage = (name: 'index.html' | 'site.html'): string => {
    const file = path.join(webDir, name);
    const { mtimeMs } = statSync(file);
    const cached = cache.get(name);
    const html = cached?.mtimeMs === mtimeMs ? cached.html : readFileSync(file, 'utf8');
    if (cached?.mtimeMs !== mtimeMs) cache.set(name, { mtimeMs, html });
    return insertBeforeHeadEnd(html, jsonScript('app-config', config()));
  };

  // Visitors (no session cookie) get the light public site on the public pages. A stale cookie only
  // means the app shows its own copy of the same page.
  app.get('*', async (c, next) => {
    if (!hasSite || !PUBLIC_SITE_PATHS.has(c.req.path) || hasSessionCookie(c.req.header('cookie'))) return next();
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie');
    return c.html(readPage('site.html'));
  });
  // The installable app's manifest, named from the brand configuration (decision 052).
  app.get(WEB_MANIFEST_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    return c.body(JSON.stringify(webAppManifest(config())));
  });
  app.use('/assets/*', async (c, next) => {
    await next();
    // Every file name under /assets carries a content hash.
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Files of the build (assets, icons, the service worker); the HTML pages only through readPage.
  const serveFiles = serveStatic({ root: path.relative(process.cwd(), webDir) || '.' });
  app.use('*', async (c, next) => {
    if (isHiddenFile(c.req.path)) return c.text(GENERAL_MESSAGES.notFound, 404);
    return c.req.path.endsWith('.html') || c.req.path.endsWith('/') ? next() : serveFiles(c, next);
  });
  // For someone signed in, the page also says who they are and preloads the member area's code, so the
  // member home starts without waiting for /api/me and then for its chunk. It is personal: not stored.
  const memberAreaChunks = readMemberAreaChunks(webDir);
  app.get('*', async (c) => {
    c.header('Vary', 'Cookie');
    const html = readPage('index.html');
    if (!hasSessionCookie(c.req.header('cookie'))) {
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    }
    c.header('Cache-Control', 'private, no-store');
    const me = await describeCaller(c.req.raw.headers).catch(() => null);
    if (!me) return c.html(html);
    const inside = me.kind === 'member' || me.kind === 'admin';
    const preload =
      inside && !c.req.path.startsWith('/admin/')
        ? memberAreaChunks.map((file) => `<link rel="modulepreload" href="/${file}">`).join('')
        : '';
    return c.html(insertBeforeHeadEnd(html, `${jsonScript('app-me', me)}${preload}`));
  });
}
