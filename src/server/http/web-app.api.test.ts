import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessRequest, createMember } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { hasSessionCookie } from './web-app';

const page = (marker: string) => `<!doctype html><html><head><title>${marker}</title></head><body>${marker}</body></html>`;

let t: TestApp;
beforeAll(async () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'fmc-web-'));
  writeFileSync(path.join(webDir, 'index.html'), page('APP'));
  writeFileSync(path.join(webDir, 'site.html'), page('SITE'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  mkdirSync(path.join(webDir, '.vite'));
  writeFileSync(
    path.join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-abc123.js', isEntry: true, dynamicImports: ['src/web/app/member-area.tsx'] },
      'src/web/app/member-area.tsx': { file: 'assets/member-area-def456.js', imports: ['index.html', '_icons.js'] },
      '_icons.js': { file: 'assets/icons-789.js' },
    }),
  );
  // A brand name that tries to close the script element the configuration is written into, and holds the
  // `$` patterns a replacement string would expand.
  t = await createTestApp({ webDir, env: { BRAND_NAME: "Network </script><script>alert(1)</script> $& $' $`" } });
});
afterAll(() => t.close());

describe('the pages the server gives a browser', () => {
  it.each(['/', '/aboutus', '/masteryou', '/privacy-policy'])('gives a visitor the light public site at %s', async (pathname) => {
    const response = await t.request(pathname);
    expect(response.status).toBe(200);
    expect(response.body).toContain('SITE');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('gives the app for every other path, and for the public pages to someone with a session', async () => {
    expect((await t.request('/login')).body).toContain('APP');
    expect((await t.request('/chat')).body).toContain('APP');
    const member = await createMember(t);
    const { cookie } = await t.signIn(member.email, member.password);
    expect((await t.request('/', { cookie })).body).toContain('APP');
    expect((await t.request('/aboutus', { cookie })).body).toContain('APP');
  });

  it('tells the app who a signed-in caller is, preloads the member area, and lets no one store that page', async () => {
    const member = await createMember(t);
    const { cookie } = await t.signIn(member.email, member.password);
    const response = await t.request('/chat', { cookie });
    const me = JSON.parse((response.body as string).match(/<script id="app-me" type="application\/json">(.*?)<\/script>/)![1]);
    expect(me).toMatchObject({ kind: 'member', user: { email: member.email } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body).toContain('<link rel="modulepreload" href="/assets/member-area-def456.js">');
    expect(response.body).toContain('<link rel="modulepreload" href="/assets/icons-789.js">');
    expect(response.body).not.toContain('modulepreload" href="/assets/app-abc123.js');

    const visitor = await t.request('/chat');
    expect(visitor.body).not.toContain('app-me');
    expect(visitor.body).not.toContain('modulepreload');
    // A cookie that no longer names a session is a visitor, said plainly.
    const stale = await t.request('/chat', { cookie: 'fmc.session_token=gone' });
    expect(JSON.parse((stale.body as string).match(/<script id="app-me" type="application\/json">(.*?)<\/script>/)![1])).toEqual({
      kind: 'visitor',
      user: null,
    });
  });

  it('writes the public configuration into both pages, with no way to break out of the script', async () => {
    for (const pathname of ['/', '/login']) {
      const html = (await t.request(pathname)).body as string;
      const json = html.match(/<script id="app-config" type="application\/json">(.*?)<\/script>/)?.[1];
      expect(json).toBeTruthy();
      expect(JSON.parse(json!).brand.name).toBe("Network </script><script>alert(1)</script> $& $' $`");
      expect(html).not.toContain('<script>alert(1)');
      expect(json).not.toContain('secret');
    }
  });

  it("writes a member's own name into their page intact, whatever `$` patterns it holds", async () => {
    // Signed up through a link, choosing the names on the sign-up page.
    const request = await createAccessRequest(t, { firstName: null, lastName: null });
    const firstName = 'Bob$`x';
    const lastName = "O$'Neil$&$$";
    const signedUp = await t.request(`/api/access-links/${request.token}/sign-up`, {
      json: { password: 'secret123', firstName, lastName },
    });
    expect(signedUp.status).toBe(201);
    const { cookie } = await t.signIn(request.email, 'secret123');
    const html = (await t.request('/chat', { cookie })).body as string;
    const me = JSON.parse(html.match(/<script id="app-me" type="application\/json">(.*?)<\/script>/)![1]);
    expect(me.user).toMatchObject({ firstName, lastName, email: request.email });
    // The page is whole: one head, closed once, the configuration beside it, then the body.
    expect(html.split('</head>')).toHaveLength(2);
    expect(html).toMatch(
      /^<!doctype html><html><head><title>APP<\/title><script id="app-config"[^]*<\/head><body>APP<\/body><\/html>$/,
    );
    expect(JSON.parse(html.match(/<script id="app-config" type="application\/json">(.*?)<\/script>/)![1]).brand.name).toContain(
      "$& $' $`",
    );
  });

  it("never serves Vite's manifest or any other dot-named build file", async () => {
    for (const pathname of [
      '/.vite/manifest.json',
      '/.vite/',
      '/.vite/anything.js',
      '/%2Evite/manifest.json',
      '/assets/.hidden',
    ]) {
      const response = await t.request(pathname);
      expect(response.status, pathname).toBe(404);
      expect(String(response.body)).not.toContain('member-area');
    }
  });

  it('serves the web app manifest with the brand configuration, for the app to be installed', async () => {
    const response = await t.request('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = response.body as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: "Network </script><script>alert(1)</script> $& $' $`",
      short_name: 'FMC',
      start_url: '/',
      display: 'standalone',
    });
    const icons = manifest.icons as Array<{ sizes: string; purpose: string }>;
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('serves built assets with a long cache and never the HTML pages by file name', async () => {
    const asset = await t.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await t.request('/site.html')).body).toContain('APP');
  });
});

describe('security headers', () => {
  it('give pages a content security policy that allows only this site', async () => {
    for (const pathname of ['/', '/chat', '/assets/app-abc123.js']) {
      const headers = (await t.request(pathname)).headers;
      expect(headers.get('content-security-policy')).toMatch(/default-src 'self'.*script-src 'self'.*frame-ancestors 'none'/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('promise HTTPS (HSTS) only when the site is served over https', async () => {
    expect((await t.request('/')).headers.get('strict-transport-security')).toBeNull();
    const secure = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://members.example.com' } });
    try {
      expect((await secure.request('/')).headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it("give the API's answers, errors and the auth library's included, an API's set", async () => {
    const member = await createMember(t);
    const { cookie } = await t.signIn(member.email, member.password);
    for (const [method, pathname, status] of [
      ['GET', '/api/conversations/replies', 200],
      ['GET', '/api/me', 200],
      ['GET', '/api/admin/members', 403],
      ['GET', '/api/nothing-here', 404],
      ['GET', '/api/auth/get-session', 200],
    ] as const) {
      const response = await t.request(pathname, { method, cookie });
      expect(response.status).toBe(status);
      const headers = response.headers;
      expect(headers.get('cache-control')).toBe('no-store');
      expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(headers.get('content-type')).toMatch(/^application\/json/);
      expect(headers.get('cross-origin-opener-policy')).toBeNull();
    }
  });
});

describe('hasSessionCookie', () => {
  it.each([
    ['fmc.session_token=abc', true],
    ['theme=dark; __Secure-fmc.session_token=abc', true],
    ['fmc.session_data=abc', false],
    ['session_token=abc', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(hasSessionCookie(header)).toBe(expected);
  });
});
