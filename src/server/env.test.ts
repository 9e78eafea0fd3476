import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

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

  it('uses given secrets without writing any', () => {
    const other = path.join(dataDir, 'given');
    const config = loadConfig({ DATA_DIR: other, AUTH_SECRET: 'x'.repeat(40), VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' });
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

  it('lists every problem at once', () => {
    expect(problemsOf({ PORT: 'x', BRAND_COLOR: 'y' })).toHaveLength(2);
  });
});
