import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, describeConfigWarnings, loadConfig } from './env';

const dataDir = mkdtempSync(path.join(tmpdir(), 'fmc-env-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: path.join(dataDir, 'nested', 'data') };

function problemsOf(env: Record<string, string>) {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a configuration error');
}

describe('configuration', () => {
  it('has working defaults and generates secrets once, keeping them in the data folder', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
    expect(config.brand.shortName).toBe('FMC');
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.google).toBeUndefined();
    const kept = JSON.parse(readFileSync(path.join(base.DATA_DIR, 'secrets.json'), 'utf8'));
    expect(kept.authSecret).toBe(config.authSecret);
    const again = loadConfig(base);
    expect(again.authSecret).toBe(config.authSecret);
    expect(again.vapid.publicKey).toBe(config.vapid.publicKey);
  });

  it('keeps backups in DATA_DIR/backups, or BACKUP_DIR, never where the site serves files from', () => {
    expect(loadConfig(base).backups.dir).toBe(path.resolve(base.DATA_DIR, 'backups'));
    const elsewhere = path.join(dataDir, 'elsewhere');
    expect(loadConfig({ ...base, BACKUP_DIR: elsewhere }).backups.dir).toBe(elsewhere);
    for (const served of [path.join(base.DATA_DIR, 'uploads', 'backups'), path.resolve('dist/web/backups'), 'public']) {
      expect(() => loadConfig({ ...base, BACKUP_DIR: served })).toThrow(
        /BACKUP_DIR: must not be inside a folder the site serves files from/,
      );
    }
    // With uploads in a bucket, the local uploads folder serves nothing.
    const inBucket = { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(loadConfig({ ...base, ...inBucket, BACKUP_DIR: path.join(base.DATA_DIR, 'uploads') }).backups.dir).toBe(
      path.resolve(base.DATA_DIR, 'uploads'),
    );
  });

  it('uses given secrets without writing any', () => {
    const other = path.join(dataDir, 'given');
    const config = loadConfig({
      DATA_DIR: other,
      AUTH_SECRET: 'x'.repeat(40),
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
    });
    expect(config.authSecret).toBe('x'.repeat(40));
    expect(existsSync(path.join(other, 'secrets.json'))).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT: /],
    [{ PUBLIC_BASE_URL: 'localhost:3000' }, /^PUBLIC_BASE_URL: must be an http\(s\) URL/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL: must start with postgres:\/\//],
    [{ AUTH_SECRET: 'short' }, /^AUTH_SECRET: must be at least 32 characters/],
    [{ SMTP_URL: 'mail.example.com' }, /^SMTP_URL: /],
    [{ BRAND_COLOR: 'gold' }, /^BRAND_COLOR: must be a colour/],
    [{ CONTACT_EMAIL: 'nobody' }, /^CONTACT_EMAIL: must be an email address/],
    [{ TIME_ZONE: 'Mars/Olympus' }, /^TIME_ZONE: must be an IANA time zone/],
    [{ RATE_LIMIT: 'sometimes' }, /^RATE_LIMIT: must be true or false/],
    [{ GOOGLE_CLIENT_ID: 'only-the-id' }, /^GOOGLE_CLIENT_SECRET: Google sign-in needs both/],
    [{ STORAGE_DRIVER: 's3' }, /^S3_BUCKET: required when STORAGE_DRIVER is s3/],
    [{ OPENAI_API_KEY: 'sk-test' }, /^OPENAI_BASE_URL: required/],
  ])('names the variable in error: %o', (env, pattern) => {
    expect(problemsOf(env as Record<string, string>).some((p) => pattern.test(p))).toBe(true);
  });

  it('keeps a stopping server open for STOP_DRAIN_SECONDS, none by default, and refuses a negative or huge one', () => {
    expect(loadConfig(base).stopDrainMs).toBe(0);
    expect(loadConfig({ ...base, STOP_DRAIN_SECONDS: '2.5' }).stopDrainMs).toBe(2500);
    expect(problemsOf({ STOP_DRAIN_SECONDS: '-1' })).toHaveLength(1);
    expect(problemsOf({ STOP_DRAIN_SECONDS: '600' })[0]).toMatch(/STOP_DRAIN_SECONDS/);
  });

  it('lists every problem at once', () => {
    expect(problemsOf({ PORT: 'x', BRAND_COLOR: 'y' })).toHaveLength(2);
  });
});

describe('what the start warns about', () => {
  const secrets = { AUTH_SECRET: 'x'.repeat(40), VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' };

  it('warns in production that email goes nowhere without SMTP, and everywhere that there is no contact address', () => {
    const config = loadConfig({ ...base, ...secrets, NODE_ENV: 'production' });
    expect(config.mail.delivery).toBe('outbox');
    expect(config.links.contactEmail).toBeNull();
    const warnings = describeConfigWarnings(config);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^SMTP_URL is not set: no email leaves this server/);
    expect(warnings[1]).toMatch(/^CONTACT_EMAIL is not set: the public pages and the member sidebar show no CONTACT link/);
    // The push services still get a contact, never shown to people.
    expect(config.vapid.subject).toBe('mailto:hello@example.com');
  });

  it('says nothing about email outside production, and nothing at all once both are set', () => {
    expect(describeConfigWarnings(loadConfig({ ...base, ...secrets, NODE_ENV: 'development' }))).toEqual([
      expect.stringMatching(/^CONTACT_EMAIL is not set/),
    ]);
    const configured = loadConfig({
      ...base,
      ...secrets,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com:587',
      CONTACT_EMAIL: 'organisers@example.org',
    });
    expect(configured.mail.delivery).toBe('smtp');
    expect(configured.links.contactEmail).toBe('organisers@example.org');
    expect(configured.vapid.subject).toBe('mailto:organisers@example.org');
    expect(describeConfigWarnings(configured)).toEqual([]);
  });
});
