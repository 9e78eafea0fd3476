// Serves the built browser code (dist/web): files by name, the light public site (site.html) to visitors
// on the public pages, and the app (index.html) for every other path. Both pages carry the public
// configuration, written in by the server, so the first paint waits for no request.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { PublicConfig } from '../../common/caller';
import { ROUTES } from '../../common/routes';
import type { AppEnv } from '../auth/caller';

const PUBLIC_SITE_PATHS = new Set<string>([ROUTES.home, ROUTES.aboutUs, ROUTES.masteryou, ROUTES.privacyPolicy]);

/** Better Auth's session cookie, whatever the prefix (and `__Secure-` on https). */
export function hasSessionCookie(header: string | undefined): boolean {
  return !!header && /(?:^|;\s*)(?:__Secure-)?[\w-]+\.session_token=/.test(header);
}

/** The configuration as a JSON script element; `<` is escaped so no configured text can close it. */
export function embedConfig(html: string, config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script id="app-config" type="application/json">${json}</script></head>`);
}

export function serveWebApp(app: Hono<AppEnv>, webDir: string, config: PublicConfig): void {
  if (!existsSync(path.join(webDir, 'index.html'))) return;
  const hasSite = existsSync(path.join(webDir, 'site.html'));
  // Re-read when a rebuild replaces a page, so a running server never points at deleted assets.
  const cache = new Map<string, { mtimeMs: number; html: string }>();
  const readPage = (name: 'index.html' | 'site.html'): string => {
    const file = path.join(webDir, name);
    const { mtimeMs } = statSync(file);
    const cached = cache.get(name);
    if (cached?.mtimeMs === mtimeMs) return cached.html;
    const html = embedConfig(readFileSync(file, 'utf8'), config);
    cache.set(name, { mtimeMs, html });
    return html;
  };

  // Visitors (no session cookie) get the light public site on the public pages. A stale cookie only
  // means the app shows its own copy of the same page.
  app.get('*', async (c, next) => {
    if (!hasSite || !PUBLIC_SITE_PATHS.has(c.req.path) || hasSessionCookie(c.req.header('cookie'))) return next();
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie');
    return c.html(readPage('site.html'));
  });
  app.use('/assets/*', async (c, next) => {
    await next();
    // Every file name under /assets carries a content hash.
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Files of the build (assets, icons, the service worker); the HTML pages only through readPage.
  const serveFiles = serveStatic({ root: path.relative(process.cwd(), webDir) || '.' });
  app.use('*', async (c, next) => (c.req.path.endsWith('.html') || c.req.path.endsWith('/') ? next() : serveFiles(c, next)));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie');
    return c.html(readPage('index.html'));
  });
}
