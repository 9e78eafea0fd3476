// Configuration: read once at start from the environment, validated with zod. A wrong value stops the
// start with a message naming the variable. Secrets that are absent are generated once and kept in the
// data folder (never a fixed default), so restarts keep sessions and push subscriptions valid.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { DEFAULT_UPLOAD_LIMITS_MB } from '../common/contracts/uploads';
import { LOG_FORMATS, LOG_LEVELS } from './log/logger';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });
const optionalHttpUrl = optionalString.pipe(httpUrl.optional());
const optionalEmail = optionalString.pipe(z.email({ message: 'must be an email address' }).optional());
const booleanFlag = <F extends boolean | undefined>(fallback: F) =>
  optionalString.transform((v, ctx) => {
    if (v === undefined) return fallback;
    if (/^(1|true|yes|on)$/i.test(v)) return true;
    if (/^(0|false|no|off)$/i.test(v)) return false;
    ctx.addIssue({ code: 'custom', message: 'must be true or false' });
    return z.NEVER;
  });

/** Every environment variable the product reads, with its default. The README's table mirrors this. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_BASE_URL: optionalHttpUrl,
  TRUST_PROXY: booleanFlag(false),
  /** The header your proxy fills with the caller's rough place (e.g. `CF-IPCity`); unset: no place shown. */
  PLACE_HEADER: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name')
      .optional(),
  ),
  BRAND_SHORT_NAME: z.string().trim().min(1).max(12).default('FMC'),
  BRAND_NAME: z.string().trim().min(1).max(80).default('Franchise, Media & Creator Collective'),
  BRAND_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #b08d57')
    .default('#b08d57'),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  RATE_LIMIT: booleanFlag(true),
  /** Live delivery and sessions from memory (decisions 023, 024); unset: on, except in tests. */
  LIVE: booleanFlag(undefined),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalString,
  /** SMTP connections kept open and shared by every email this server sends (decision 053's measurements). */
  SMTP_POOL_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
  /** Messages one pooled connection carries before it is closed and a fresh one opened. */
  SMTP_POOL_MESSAGES: z.coerce.number().int().min(1).max(100_000).default(100),
  /** How many newsletter emails may leave per minute (decision 053): under what mail providers allow a new sender. */
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  UNSUBSCRIBE_EMAIL: optionalEmail,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OPENAI_BASE_URL: optionalHttpUrl,
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: z.string().default('gpt-4o'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120000).default(15000),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
  /** Where `npm run db:backup` and the nightly backup write (decision 073); by default DATA_DIR/backups. */
  BACKUP_DIR: optionalString,
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_DIR: optionalString,
  S3_ENDPOINT: optionalHttpUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalHttpUrl,
  UPLOAD_MAX_IMAGE_MB: z.coerce.number().positive().max(100).default(DEFAULT_UPLOAD_LIMITS_MB.image),
  UPLOAD_MAX_DOCUMENT_MB: z.coerce.number().positive().max(200).default(DEFAULT_UPLOAD_LIMITS_MB.document),
  SURVEY_FORM_URL: optionalHttpUrl,
  CONTACT_EMAIL: optionalEmail,
  // No default: unset, the administrators choose the community's zone (decision 040); set, it wins.
  /** The logger's level and line format (decision 076); the logger reads them itself, here they are checked. */
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  LOG_FORMAT: z.enum(LOG_FORMATS).optional(),
  /** Unset: GET /metrics answers 404. Set: it answers a caller that sends it as a Bearer token. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** How long a stopping server keeps taking connections, unready, so a load balancer stops sending first. */
  STOP_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  TIME_ZONE: z
    .string()
    .optional()
    .refine((tz) => {
      if (tz === undefined) return true;
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Europe/London'),
});

export type Environment = z.infer<typeof environmentSchema>;

/** Only for the push services' contact (VAPID_SUBJECT) while CONTACT_EMAIL is unset; never shown to people. */
const PLACEHOLDER_CONTACT_EMAIL = 'hello@example.com';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type Config = ReturnType<typeof buildConfig>;

function buildConfig(env: Environment, secrets: { authSecret: string; vapidPublicKey: string; vapidPrivateKey: string }) {
  const dataDir = path.resolve(env.DATA_DIR);
  const publicBaseUrl = (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicBaseUrl,
    trustProxy: env.TRUST_PROXY,
    metricsToken: env.METRICS_TOKEN ?? null,
    /** From the stop signal until the listener closes (decision 076): readiness answers 503 meanwhile. */
    stopDrainMs: Math.round(env.STOP_DRAIN_SECONDS * 1000),
    /** Read only from a trusted proxy: without TRUST_PROXY anyone could write it, so it is ignored. */
    placeHeader: env.TRUST_PROXY && env.PLACE_HEADER ? env.PLACE_HEADER.toLowerCase() : null,
    brand: { shortName: env.BRAND_SHORT_NAME, name: env.BRAND_NAME, color: env.BRAND_COLOR },
    authSecret: secrets.authSecret,
    rateLimit: env.RATE_LIMIT,
    /** Streams of live events over LISTEN/NOTIFY and sessions from memory; test apps ask for it (LIVE=true). */
    live: env.LIVE ?? env.NODE_ENV !== 'test',
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `${env.BRAND_SHORT_NAME} <no-reply@${new URL(publicBaseUrl).hostname}>`,
      outboxDir: path.join(dataDir, 'outbox'),
      /** SMTP connections kept open and reused (nodemailer's pool), and how many messages each carries. */
      pool: { connections: env.SMTP_POOL_CONNECTIONS, messages: env.SMTP_POOL_MESSAGES },
      /** Whether email really leaves: without SMTP_URL it is only written to the outbox folder. */
      delivery: env.SMTP_URL ? ('smtp' as const) : ('outbox' as const),
      /** Newsletter emails per minute, across every app server (their batches are spaced to keep it). */
      newsletterRatePerMinute: env.NEWSLETTER_RATE_PER_MINUTE,
      /** An address the organisers read, offered beside the one-click link (List-Unsubscribe's mailto), or null. */
      unsubscribeEmail: env.UNSUBSCRIBE_EMAIL ?? null,
    },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    openai: env.OPENAI_BASE_URL
      ? { baseUrl: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL, timeoutMs: env.OPENAI_TIMEOUT_MS }
      : undefined,
    vapid: {
      publicKey: secrets.vapidPublicKey,
      privateKey: secrets.vapidPrivateKey,
      subject: env.VAPID_SUBJECT ?? `mailto:${env.CONTACT_EMAIL ?? PLACEHOLDER_CONTACT_EMAIL}`,
    },
    storage:
      env.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3' as const,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET as string,
            accessKeyId: env.S3_ACCESS_KEY_ID as string,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
            publicUrl: env.S3_PUBLIC_URL,
          }
        : { driver: 'local' as const, dir: path.resolve(env.STORAGE_DIR ?? path.join(dataDir, 'uploads')) },
    /** Backups (decision 073): owner-only files, never under the web root or the uploads folder. */
    backups: { dir: backupDirOf(env) },
    uploads: {
      maxImageBytes: Math.round(env.UPLOAD_MAX_IMAGE_MB * 1024 * 1024),
      maxDocumentBytes: Math.round(env.UPLOAD_MAX_DOCUMENT_MB * 1024 * 1024),
    },
    links: {
      surveyFormUrl: env.SURVEY_FORM_URL ?? null,
      /** Null until CONTACT_EMAIL is set: pages then offer no CONTACT link rather than a placeholder address. */
      contactEmail: env.CONTACT_EMAIL ?? null,
    },
    /** TIME_ZONE when it is set: the community's zone, fixed (decision 040); null lets the administrators choose. */
    timeZoneFromEnvironment: env.TIME_ZONE ?? null,
    /** The community's time zone. createApp makes this read communityTimeZone() (features/time-zone), so a
     * change in the dashboard reaches every reader without a restart; outside an app it is TIME_ZONE or UTC. */
    timeZone: env.TIME_ZONE ?? 'UTC',
  };
}

/** BACKUP_DIR, or DATA_DIR/backups. */
function backupDirOf(env: Environment): string {
  return path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'));
}

/** The folders a backup reads and a restore writes, from the environment alone (no secret generated): the
 * data folder, the local uploads folder (STORAGE_DIR, by default DATA_DIR/uploads) and the backup folder. */
export function backupPathsOf(env: Environment): { dataDir: string; uploadsDir: string; backupDir: string } {
  return {
    dataDir: path.resolve(env.DATA_DIR),
    uploadsDir: path.resolve(env.STORAGE_DIR ?? path.join(env.DATA_DIR, 'uploads')),
    backupDir: backupDirOf(env),
  };
}

/** Whether `inner` is `outer` or inside it. */
const isWithin = (inner: string, outer: string) => inner === outer || inner.startsWith(outer + path.sep);

function crossFieldProblems(env: Environment): string[] {
  const problems: string[] = [];
  // Backups hold every message and the secrets: never where the site serves files from.
  const backupDir = backupDirOf(env);
  const served = [path.resolve('dist'), path.resolve('public')];
  if (env.STORAGE_DRIVER !== 's3') served.push(path.resolve(env.STORAGE_DIR ?? path.join(env.DATA_DIR, 'uploads')));
  const exposed = served.find((folder) => isWithin(backupDir, folder));
  if (exposed) problems.push(`BACKUP_DIR: must not be inside a folder the site serves files from (${exposed})`);
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push(
      `${env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'}: Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET`,
    );
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    problems.push(`${env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: set both VAPID keys, or neither`);
  }
  if (env.STORAGE_DRIVER === 's3') {
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) problems.push(`${key}: required when STORAGE_DRIVER is s3`);
    }
  }
  if (env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
    problems.push('OPENAI_BASE_URL: required when OPENAI_API_KEY is set (for OpenAI itself: https://api.openai.com/v1)');
  }
  return problems;
}

/** Parses the environment; throws ConfigError listing every problem, each starting with the variable's name. */
export function parseEnvironment(source: Record<string, string | undefined>): Environment {
  const result = environmentSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map(
        (issue) => `${String(issue.path[0])}: ${issue.message} (got ${JSON.stringify(source[String(issue.path[0])])})`,
      ),
    );
  }
  const problems = crossFieldProblems(result.data);
  if (problems.length) throw new ConfigError(problems);
  return result.data;
}

type GeneratedSecrets = { authSecret: string; vapidPublicKey: string; vapidPrivateKey: string };

/** Reads the secrets kept in the data folder, generating (and keeping) any that are missing. */
function loadGeneratedSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const kept: Partial<GeneratedSecrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets: GeneratedSecrets = {
    authSecret: kept.authSecret ?? randomBytes(32).toString('base64url'),
    ...(kept.vapidPublicKey && kept.vapidPrivateKey
      ? { vapidPublicKey: kept.vapidPublicKey, vapidPrivateKey: kept.vapidPrivateKey }
      : (() => {
          const keys = webpush.generateVAPIDKeys();
          return { vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey };
        })()),
  };
  if (JSON.stringify(kept) !== JSON.stringify(secrets)) {
    mkdirSync(dataDir, { recursive: true });
    // Written aside and renamed into place: a kill in the middle never leaves a half-written file that
    // would stop every later start.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    renameSync(partial, file);
  }
  return secrets;
}

/** Loads the whole configuration. Generated secrets are only touched when the environment lacks them. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnvironment(source);
  const needsGenerated = !env.AUTH_SECRET || !env.VAPID_PUBLIC_KEY;
  const generated = needsGenerated ? loadGeneratedSecrets(path.resolve(env.DATA_DIR)) : undefined;
  return buildConfig(env, {
    authSecret: env.AUTH_SECRET ?? generated!.authSecret,
    vapidPublicKey: env.VAPID_PUBLIC_KEY ?? generated!.vapidPublicKey,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY ?? generated!.vapidPrivateKey,
  });
}

/**
 * What the person starting the server should fix, one line each: settings whose defaults are fine for a
 * try on a laptop but wrong for a real community. Email that never leaves matters only in production; a
 * missing contact address hides the CONTACT links everywhere.
 */
export function describeConfigWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.env === 'production' && config.mail.delivery === 'outbox') {
    warnings.push(
      `SMTP_URL is not set: no email leaves this server. Password resets and access links are only written to ${config.mail.outboxDir}, and people are told email is not configured.`,
    );
  }
  if (!config.links.contactEmail) {
    warnings.push('CONTACT_EMAIL is not set: the public pages and the member sidebar show no CONTACT link until it is.');
  }
  return warnings;
}
