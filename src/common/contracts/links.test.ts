import { describe, expect, it } from 'vitest';
import { hostileInputMs } from '../../../tests/support/cpu-time';
import { allowedLinkOrNull, isAllowedLink, isSitePath, isWebAddress, LINK_RULES } from './links';

// What the attacker used (issue 14, finding 5) and its relatives.
const ATTACKS = [
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '//evil.example',
  '///evil.example',
  '/uploads/%2e%2e/api/admin/members/export',
  '/uploads/%2E%2E/api/admin/members/export',
  '/uploads/%2e./api/admin/members/export',
  '/uploads/../api/admin/members/export',
  '/uploads/./x.png',
  '/api/admin/members/export',
  '/API/admin/members/export',
  '/Api',
  '/api?x=1',
  '/%61pi/admin/members/export',
  '/%2561pi/admin/members/export',
  '/uploads/%2F..%2Fapi/x',
  '/uploads/x.png%',
  '/a b',
  '/a\tb',
  '/a\u0000b',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:image/png;base64,AAAA',
  'ftp://files.example.com',
  'https://',
  'https://.evil.example',
  'https://user:pass@evil.example/',
  'https://ok.example@evil.example/',
  'https:\\\\evil.example',
  'https://evil.example\\@ok.example',
  'evil.example',
  '',
];

describe('isAllowedLink', () => {
  it.each(ATTACKS)('refuses %j for every field', (value) => {
    for (const rule of Object.values(LINK_RULES)) expect(isAllowedLink(value, rule)).toBe(false);
  });

  it.each([
    '/contact',
    '/salonss',
    '/newsletters/hello-world',
    '/newsletters?tag=ai#top',
    '/',
    '/apiary',
    '/api-docs',
    '/uploads/spotlight-carousel/1.png',
  ])('takes the site path %s where paths are allowed', (value) => {
    expect(isAllowedLink(value, LINK_RULES.sidebarTarget)).toBe(true);
    expect(isAllowedLink(value, LINK_RULES.spotlightLink)).toBe(true);
    expect(isAllowedLink(value, LINK_RULES.postImage)).toBe(true);
    expect(isAllowedLink(value, LINK_RULES.eventLink)).toBe(false);
  });

  it('takes full http(s) addresses where they are allowed, and https only for images', () => {
    for (const value of [
      'https://example.com/salon',
      'HTTPS://Example.com/a?b=c#d',
      'https://example.com/ünïcode',
      'https://[::1]:8443/x',
    ]) {
      for (const rule of Object.values(LINK_RULES)) expect(isAllowedLink(value, rule)).toBe(true);
    }
    expect(isAllowedLink('http://example.com/a.png', LINK_RULES.sidebarTarget)).toBe(true);
    expect(isAllowedLink('http://example.com/a.png', LINK_RULES.eventLink)).toBe(true);
    expect(isAllowedLink('http://example.com/a.png', LINK_RULES.spotlightImage)).toBe(false);
    expect(isAllowedLink('http://example.com/a.png', LINK_RULES.postImage)).toBe(false);
  });

  it('takes a spotlight image only from the upload and demo folders of this site', () => {
    expect(isAllowedLink('/uploads/spotlight-carousel/1.png', LINK_RULES.spotlightImage)).toBe(true);
    expect(isAllowedLink('/demo/spotlight-1.svg', LINK_RULES.spotlightImage)).toBe(true);
    expect(isAllowedLink('/contact', LINK_RULES.spotlightImage)).toBe(false);
    expect(isAllowedLink('/uploadsx/1.png', LINK_RULES.spotlightImage)).toBe(false);
  });
});

describe('the pieces', () => {
  it('isSitePath needs a single leading slash', () => {
    expect(isSitePath('/x')).toBe(true);
    expect(isSitePath('x')).toBe(false);
    expect(isSitePath('//x')).toBe(false);
    expect(isSitePath('/a//b')).toBe(false);
  });

  it('isWebAddress can insist on https', () => {
    expect(isWebAddress('http://example.com')).toBe(true);
    expect(isWebAddress('http://example.com', true)).toBe(false);
  });

  it('allowedLinkOrNull treats a stored address that breaks the rule as none', () => {
    expect(allowedLinkOrNull('/\\evil.example', LINK_RULES.sidebarTarget)).toBeNull();
    expect(allowedLinkOrNull('/contact', LINK_RULES.sidebarTarget)).toBe('/contact');
    expect(allowedLinkOrNull(null, LINK_RULES.sidebarTarget)).toBeNull();
  });

  it('answers at once for 256 KB of anything', () => {
    const inputs = [
      (n: number) => '/'.repeat(n),
      (n: number) => `/${'a/'.repeat(n / 2)}`,
      (n: number) => `https://${'a.'.repeat(n / 2)}`,
      (n: number) => `/${'%2'.repeat(n / 3)}`,
      (n: number) => `/${'.'.repeat(n)}`,
    ];
    for (const make of inputs) {
      for (const rule of Object.values(LINK_RULES))
        expect(hostileInputMs((value) => isAllowedLink(value, rule), make)).toBeLessThan(50);
    }
  });
});
