// Better Auth: email + password (minimum 6), Google when configured, sessions in the database, password
// reset by email, bans (admin plugin) and a database-backed rate limiter shared by every app server.
// Our rules sit in its database hooks: who may have an account, and the sign-in decision (spec 4.2).
import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { admin, twoFactor } from 'better-auth/plugins';
import { passkey } from '@better-auth/passkey';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { hasNonSpaceCharacter, MIN_PASSWORD_LENGTH } from '../../common/caller';
import { LOGIN_MESSAGES, PASSWORD_MESSAGES } from '../../common/messages';
import { paths } from '../../common/routes';
import type { Database } from '../db/client';
import {
  accounts,
  adminUsers,
  accessRequests,
  passkeys,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '../db/schema';
import type { Config } from '../env';
import { createAfterAnswer, type AfterAnswer } from '../http/after-answer';
import { isDatabaseUnavailable } from '../http/database-errors';
import { TooManyRequestsError } from '../http/rate-limit';
import { siteOrigins } from '../http/same-origin';
import type { Mailer } from '../mail/delivery';
import { newDeviceEmail, passwordResetEmail } from './emails';
import { DEVICE_COOKIE, DEVICE_COOKIE_SECONDS, describeDevice, newDeviceId, noteSignInDevice, readPlace } from './devices';
import { mustSetUpTwoFactor, readTwoFactorRequirement } from './two-factor-requirement';
import { decideAccountCreation } from './account-creation';
import { decideSignIn } from './sign-in-decision';
import { testPasswordHashing } from './test-password-hashing';
import { countAccountSignIn, forgetAccountSignIns } from './sign-in-limit';
import { componentLog } from '../log/logger';

const log = componentLog('auth');

/** `afterAnswer`: where work left for after the answer runs (the app's own; commands need none). */
export type AuthDeps = { db: Database; config: Config; mailer: Mailer; now: () => Date; afterAnswer?: AfterAnswer };

/** Better Auth's view of our tables, on the database or on one of its transactions (accounts.ts). */
export function createAuthAdapter(db: Database) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: {
      user: users,
      session: sessions,
      account: accounts,
      verification: verifications,
      rateLimit: rateLimits,
      twoFactor: twoFactors,
      passkey: passkeys,
    },
  });
}

/** The request header our HTTP layer fills with the caller's address; Better Auth's limiter keys on it. */
export const CLIENT_IP_HEADER = 'x-client-ip';

export const RESET_PASSWORD_TOKEN_SECONDS = 60 * 60;

/** Where a password-reset token is used: the reset page, on the site's own address. */
export const passwordResetUrl = (config: Pick<Config, 'publicBaseUrl'>, token: string) =>
  `${config.publicBaseUrl}${paths.resetPassword(token)}`;

/**
 * Better Auth answers any failure of its own routes with a 500 and keeps the error to itself. The HTTP
 * layer runs each /api/auth request inside this scope; the error hook below marks it when the failure was
 * the database being down or restarting, so the answer can be the 503 every other route gives then.
 */
export const authRequestScope = new AsyncLocalStorage<{ databaseUnavailable?: string }>();

function noteDatabaseUnavailable(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  const scope = authRequestScope.getStore();
  if (scope) scope.databaseUnavailable = (error as Error).message;
  return true;
}

/** What Better Auth answers a password-reset request, whether or not the email has an account. */
const RESET_REQUESTED = { status: true, message: 'If this email exists in our system, check your email for the reset link' };

/**
 * Endpoints that end a sign-in with a session (decision 060): a password with no second factor on, a code
 * from the authenticator app, a recovery code, a passkey, Google's return. `/sign-in/email` of an account
 * with two-factor on ends in the code step instead (the twoFactor plugin's after hook, which runs after ours).
 */
const SECOND_STEP_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/passkey/verify-authentication',
]);
const SIGN_IN_PATHS = new Set(['/sign-in/email', '/callback/:id', ...SECOND_STEP_PATHS]);

/** How many failed codes in a row lock the account's second factor, and for how long (the plugin's lockout). */
export const TWO_FACTOR_LOCKOUT = { maxFailedAttempts: 10, durationSeconds: 15 * 60 };

/** Endpoints that set a password, each with the body field that carries it. */
const NEW_PASSWORD_PATHS = new Set(['/reset-password', '/change-password']);

export function createAuth({ db, config, mailer, now, afterAnswer = createAfterAnswer() }: AuthDeps) {
  // The reset request's real work, run after the answer (see the before hook); set once `auth` exists.
  let requestPasswordReset: (body: unknown, headers: Headers | undefined) => Promise<unknown> = async () => undefined;
  const auth = betterAuth({
    appName: config.brand.shortName,
    baseURL: config.publicBaseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: siteOrigins(config),
    database: createAuthAdapter(db),
    user: {
      additionalFields: {
        accessLinkSignUp: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Cheaper hashing under the test suite only (decision 027); Better Auth's default everywhere else.
      ...(config.env === 'test' ? { password: testPasswordHashing } : {}),
      minPasswordLength: MIN_PASSWORD_LENGTH,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        await mailer.send(passwordResetEmail(config.brand, user.email, passwordResetUrl(config, token)));
      },
      // Proving control of the email ends a hold that strangers' wrong guesses put on the account.
      async onPasswordReset({ user }) {
        await forgetAccountSignIns(db, user.email);
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret, prompt: 'select_account' } }
      : {},
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      additionalFields: { place: { type: 'string', required: false, input: false } },
    },
    rateLimit: {
      enabled: config.rateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-in/social': { window: 60, max: 10 },
        '/request-password-reset': { window: 300, max: 5 },
        '/reset-password': { window: 300, max: 10 },
        '/change-password': { window: 300, max: 10 },
        '/get-session': false,
        // Codes are six digits: a few tries a minute per address, beside the plugin's own count per
        // challenge and the lockout per account (TWO_FACTOR_LOCKOUT).
        '/two-factor/verify-totp': { window: 60, max: 5 },
        '/two-factor/verify-backup-code': { window: 60, max: 5 },
        '/two-factor/enable': { window: 60, max: 5 },
        '/two-factor/disable': { window: 60, max: 5 },
        '/two-factor/get-totp-uri': { window: 60, max: 5 },
        '/two-factor/generate-backup-codes': { window: 60, max: 5 },
        '/passkey/verify-authentication': { window: 60, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicBaseUrl.startsWith('https://'),
      cookiePrefix: config.brand.shortName.toLowerCase().replace(/[^a-z0-9]/g, '') || 'app',
    },
    onAPIError: {
      // Errors no endpoint answered for (a database error thrown straight through).
      onError(error) {
        if (noteDatabaseUnavailable(error)) return;
        // What Better Auth logs by default: failures, not the 4xx answers it gives on purpose.
        if (!isAPIError(error) || error.status === 'INTERNAL_SERVER_ERROR') log.error({ err: error }, 'unexpected error');
      },
    },
    plugins: [
      admin({ bannedUserMessage: LOGIN_MESSAGES.banned }),
      // Authenticator apps (TOTP) with ten single-use recovery codes, the secret and the codes encrypted
      // with the auth secret. No 'trust this device' and no emailed codes: a password and an inbox are
      // too often lost together (decision 060).
      twoFactor({
        issuer: config.brand.shortName,
        backupCodeOptions: { amount: 10, storeBackupCodes: 'encrypted' },
        accountLockout: { enabled: true, ...TWO_FACTOR_LOCKOUT },
      }),
      passkey({
        rpID: new URL(config.publicBaseUrl).hostname,
        rpName: config.brand.shortName,
        origin: new URL(config.publicBaseUrl).origin,
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === '/sign-in/email' && typeof body.email === 'string') {
          // Per account, beside the limiter's per address (sign-in-limit.ts).
          try {
            await countAccountSignIn(db, body.email, now(), config.rateLimit);
          } catch (error) {
            if (!(error instanceof TooManyRequestsError)) throw error;
            throw new APIError(
              'TOO_MANY_REQUESTS',
              { message: error.message, code: 'TOO_MANY_REQUESTS' },
              { 'Retry-After': String(error.retryAfterSeconds) },
            );
          }
        }
        if (NEW_PASSWORD_PATHS.has(ctx.path) && typeof body.newPassword === 'string' && !hasNonSpaceCharacter(body.newPassword)) {
          throw new APIError('BAD_REQUEST', { message: PASSWORD_MESSAGES.onlySpaces, code: 'PASSWORD_ONLY_SPACES' });
        }
        // A reset request is answered before the account is looked up, so the answer takes as long for
        // an email with an account as for one without (looking up, storing a token and sending the email
        // are what took longer). The limiter and the origin checks have run already; a malformed email or
        // an untrusted redirect falls through to the endpoint's own refusal. The same endpoint then runs
        // after the answer, called directly (no request: this hook lets it through).
        if (ctx.path === '/request-password-reset' && ctx.request) {
          const redirectTo = body.redirectTo;
          const trustedRedirect =
            redirectTo === undefined ||
            (typeof redirectTo === 'string' && ctx.context.isTrustedOrigin(redirectTo, { allowRelativePaths: true }));
          if (z.email().safeParse(body.email).success && trustedRedirect) {
            const headers = ctx.headers;
            afterAnswer.run('password reset request', () => requestPasswordReset(body, headers));
            return ctx.json(RESET_REQUESTED);
          }
        }
      }),
      // The sign-in answer names where to go (spec 4.2), so the browser needs one response.
      after: createAuthMiddleware(async (ctx) => {
        // Endpoints answer their own failures as errors (get-session's FAILED_TO_GET_SESSION wraps the
        // database's error): the only place to see what went wrong before it becomes a 500.
        if (ctx.context.returned instanceof Error) noteDatabaseUnavailable(ctx.context.returned);
        if (!SIGN_IN_PATHS.has(ctx.path)) return;
        const newSession = ctx.context.newSession;
        const returned = ctx.context.returned;
        if (!newSession || !returned || returned instanceof Error) return;
        if (ctx.path === '/sign-in/email') await forgetAccountSignIns(db, newSession.user.email);
        // The password was right and a code is still due: the plugin answers with the code step.
        const twoFactorEnabled = Boolean((newSession.user as { twoFactorEnabled?: boolean }).twoFactorEnabled);
        if (ctx.path === '/sign-in/email' && twoFactorEnabled) return;
        // This browser's id for the account's list of devices, and the email when it is new to the account.
        const deviceCookie = ctx.context.createAuthCookie(DEVICE_COOKIE, { maxAge: DEVICE_COOKIE_SECONDS });
        const deviceId = ctx.getCookie(deviceCookie.name) ?? newDeviceId();
        ctx.setCookie(deviceCookie.name, deviceId, { ...deviceCookie.attributes, maxAge: DEVICE_COOKIE_SECONDS });
        const { isNew } = await noteSignInDevice(db, newSession.user.id, deviceId, now());
        if (isNew) {
          const session = newSession.session as { userAgent?: string | null; place?: string | null; createdAt: Date };
          const email = newDeviceEmail(
            config.brand,
            newSession.user.email,
            {
              device: describeDevice(session.userAgent),
              place: session.place ?? null,
              when: `${new Date(session.createdAt).toUTCString().replace('GMT', 'UTC')}`,
            },
            `${config.publicBaseUrl}${paths.securitySettings()}`,
          );
          afterAnswer.run('new device email', () => mailer.send(email));
        }
        if (returned instanceof Response) return;
        // The decision itself ran when the session was created; this only says where to go.
        const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.userId, newSession.user.id)).limit(1);
        const setUpFirst = mustSetUpTwoFactor(await readTwoFactorRequirement(db), Boolean(admin), twoFactorEnabled);
        const redirectTo = setUpFirst
          ? admin
            ? paths.adminSecuritySettings()
            : paths.securitySettings()
          : admin
            ? '/admin/dashboard'
            : '/';
        // The second steps' answers carry the session's token and the account: the cookie is all the
        // browser needs, so nothing else of them is sent.
        if (SECOND_STEP_PATHS.has(ctx.path)) return ctx.json({ redirectTo });
        return ctx.json({ ...(returned as object), redirectTo });
      }),
    },
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            const decision = await decideAccountCreation(db, user.email, now());
            if (!decision.allowed) {
              throw new APIError('FORBIDDEN', { message: LOGIN_MESSAGES.accountNotFound, code: 'ACCOUNT_NOT_FOUND' });
            }
            return {
              data: {
                ...user,
                email: user.email.toLowerCase(),
                name: decision.name ?? user.name,
                accessLinkSignUp: decision.accessLinkSignUp,
                // Google vouches for the address; an access request was approved for it.
                emailVerified: true,
              },
            };
          },
          async after(user) {
            // A first Google sign-in spends the approved request it used.
            const decision = await decideAccountCreation(db, user.email, now());
            if (decision.allowed && decision.requestId) {
              await db
                .update(accessRequests)
                .set({ status: 'signed_up', used: true, completedAt: now(), updatedAt: now() })
                .where(eq(accessRequests.id, decision.requestId));
            }
          },
        },
      },
      session: {
        create: {
          async before(session, ctx) {
            const [user] = await db.select().from(users).where(eq(users.id, session.userId)).limit(1);
            if (!user) throw new APIError('FORBIDDEN', { message: LOGIN_MESSAGES.accountNotFound, code: 'ACCOUNT_NOT_FOUND' });
            let outcome;
            try {
              outcome = await decideSignIn(db, user, now());
            } catch (error) {
              // The database being down is not a sign-in error: the request is answered 503.
              if (isDatabaseUnavailable(error)) throw error;
              log.error({ err: error }, 'sign-in decision failed');
              throw new APIError('INTERNAL_SERVER_ERROR', { message: LOGIN_MESSAGES.loginError, code: 'LOGIN_ERROR' });
            }
            if (!outcome.allowed) throw new APIError('FORBIDDEN', { message: outcome.message, code: outcome.code });
            // The rough place, only from the header a trusted proxy sets (decision 060).
            const place = readPlace(ctx?.headers ?? ctx?.request?.headers, config.placeHeader);
            return { data: { ...session, place } };
          },
        },
      },
    },
  });
  requestPasswordReset = (body, headers) =>
    auth.api.requestPasswordReset({ body: body as { email: string; redirectTo?: string }, headers });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
