// createApp builds the whole HTTP application from its parts; index.ts only listens. Tests call
// createApp with an in-memory database and drive it with app.request().
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { ZodError } from 'zod';
import { GENERAL_MESSAGES, INPUT_MESSAGES, tooManyRequestsFor } from '../common/messages';
import { UPLOAD_ROUTES } from '../common/contracts/uploads-routes';
import { PHOTO_ROUTES } from '../common/contracts/photos-routes';
import { authRequestScope, createAuth, CLIENT_IP_HEADER } from './auth/auth';
import { callerMiddleware, resolveCaller, type AppEnv } from './auth/caller';
import { createSessionMemory } from './auth/session-memory';
import type { DatabaseHandle } from './db/client';
import type { Config } from './env';
import type { AppContext, ServerFeature } from './feature';
import { accessRequestsFeature } from './features/access-requests/feature';
import { accountFeature } from './features/account/feature';
import { activityFeature } from './features/activity/feature';
import { aiToolsFeature } from './features/ai-tools/feature';
import { apiDocsRoutes } from './features/api-docs/routes';
import { answersFeature } from './features/answers/feature';
import { attentionFeature } from './features/attention/feature';
import { askFeature } from './features/ask/feature';
import { communityHealthFeature } from './features/community-health/feature';
import { connectionsFeature } from './features/connections/feature';
import { blocksFeature } from './features/blocks/feature';
import { securityFeature } from './features/security/feature';
import { messageReportsFeature } from './features/message-reports/feature';
import { contentFeature } from './features/content/feature';
import { conversationsFeature } from './features/conversations/feature';
import { dashboardFeature } from './features/dashboard/feature';
import { directoryFeature } from './features/directory/feature';
import { eventsFeature } from './features/events/feature';
import { healthFeature } from './features/health/feature';
import { inboxFeature } from './features/inbox/feature';
import { membersFeature } from './features/members/feature';
import { EMAIL_DELIVERY_ROUTES } from '../common/contracts/email-delivery-routes';
import type { RouteDef } from '../common/contracts/endpoint';
import { emailDeliveryFeature } from './features/email-delivery/feature';
import { notificationsFeature } from './features/notifications/feature';
import { onboardingFeature } from './features/onboarding/feature';
import { openQuestionsFeature } from './features/open-questions/feature';
import { openRolesFeature } from './features/open-roles/feature';
import { postsFeature } from './features/posts/feature';
import { profileFeature } from './features/profile/feature';
import { recommendationsFeature } from './features/recommendations/feature';
import { sessionFeature } from './features/session/feature';
import { publicConfig } from './features/session/public-config';
import { describeCaller } from './features/session/routes';
import { setupFeature } from './features/setup/feature';
import { createCommunityTimeZone } from './features/time-zone/community-time-zone';
import { timeZoneFeature } from './features/time-zone/feature';
import { topicsFeature } from './features/topics/feature';
import { uploadsFeature } from './features/uploads/feature';
import { photosFeature } from './features/photos/feature';
import { createAfterAnswer } from './http/after-answer';
import { apiHeaders } from './http/api-headers';
import { clientAddress } from './http/client-address';
import { HttpError } from './http/errors';
import { TooManyRequestsError } from './http/rate-limit';
import { sameOriginReads, sameOriginWrites } from './http/same-origin';
import { serveWebApp } from './http/web-app';
import { isDatabaseUnavailable, isUnstorableText } from './http/database-errors';
import { findUnstorableRequestText } from './http/validation';
import { registerOnceKeyPruning } from './jobs/once';
import { createScheduler } from './jobs/scheduler';
import { createLive } from './live/live';
import { createLivePublisher } from './live/publish';
import { liveRoutes } from './live/routes';
import { createMailDelivery } from './mail/delivery';
import type { MailTransport } from './mail/mailer';
import { pushRoutes } from './push/routes';
import { createWebPushSender, type PushSender } from './push/web-push';
import { createStorage, storageImageOrigins, type Storage } from './storage/storage';
import { componentLog } from './log/logger';
import { createLifecycle, type Lifecycle } from './http/lifecycle';
import { requestLog } from './http/request-log';
import { countSends, createMetrics, metricsRoute, readQueueDepth } from './metrics/metrics';

const log = componentLog('http');

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** How mail leaves (SMTP or the outbox folder); the app sends through its delivery (mail/delivery.ts). */
  mailer: MailTransport;
  /** The clock; tests pass their own to move time without sleeping. */
  now?: () => Date;
  /** Folder of the built front end; served when it exists. */
  webDir?: string;
  /** Where uploads go; by default the driver the configuration names. */
  storage?: Storage;
  /** How Web Push leaves; by default to the browsers' push services, signed with the configured VAPID keys. */
  push?: PushSender;
  /** Serving or stopping; the server keeps it to mark the start of its shutdown. */
  lifecycle?: Lifecycle;
};

/**
 * The server's features, each from its folder's feature.ts (decision 035): createApp registers their jobs
 * and mounts their routes in this order. A new feature is one line here.
 */
const FEATURES: readonly ServerFeature[] = [
  healthFeature,
  sessionFeature,
  accessRequestsFeature,
  dashboardFeature,
  attentionFeature,
  contentFeature,
  membersFeature,
  activityFeature,
  communityHealthFeature,
  askFeature,
  answersFeature,
  inboxFeature,
  onboardingFeature,
  profileFeature,
  topicsFeature,
  recommendationsFeature,
  connectionsFeature,
  conversationsFeature,
  openQuestionsFeature,
  openRolesFeature,
  aiToolsFeature,
  blocksFeature,
  securityFeature,
  messageReportsFeature,
  directoryFeature,
  postsFeature,
  eventsFeature,
  uploadsFeature,
  photosFeature,
  setupFeature,
  timeZoneFeature,
  notificationsFeature,
  emailDeliveryFeature,
  accountFeature,
];

/** Better Auth endpoints the product uses. Everything else it offers (direct sign-up, its admin API,
 * account deletion…) stays unreachable: accounts are created only through our own rules. */
const PUBLIC_AUTH_ROUTES: Array<[method: string, pattern: RegExp]> = [
  ['POST', /^\/api\/auth\/sign-in\/(email|social)$/],
  ['GET', /^\/api\/auth\/callback\/[a-z]+$/],
  ['POST', /^\/api\/auth\/callback\/[a-z]+$/],
  ['POST', /^\/api\/auth\/sign-out$/],
  ['GET', /^\/api\/auth\/get-session$/],
  ['POST', /^\/api\/auth\/request-password-reset$/],
  ['POST', /^\/api\/auth\/reset-password$/],
  ['POST', /^\/api\/auth\/change-password$/],
  ['GET', /^\/api\/auth\/error$/],
  // Two-factor sign-in and passkeys (decision 060): what the settings and the sign-in's code step use. Not
  // the emailed codes, the TOTP address again (enable answers it once) or renaming a passkey.
  ['POST', /^\/api\/auth\/two-factor\/(enable|disable|verify-totp|verify-backup-code|generate-backup-codes)$/],
  ['GET', /^\/api\/auth\/passkey\/(generate-register-options|generate-authenticate-options|list-user-passkeys)$/],
  ['POST', /^\/api\/auth\/passkey\/(verify-registration|verify-authentication|delete-passkey)$/],
];

/** The one write that comes from another site: a provider that answers with a form post
 * (response_mode=form_post) posts to Better Auth's OAuth callback from its own page. That endpoint writes
 * nothing; it turns the post into the GET callback, whose `state` check (against the signed cookie set when
 * this browser started the sign-in) is what protects it. */
const isOAuthCallbackPost = (method: string, path: string) => method === 'POST' && /^\/api\/auth\/callback\/[a-z]+$/.test(path);
/** Whether a request is one of `route`'s addresses (each `:parameter` one non-empty segment). */
const isRoute = (route: RouteDef, method: string, path: string) => {
  if (method !== route.method) return false;
  const expected = route.path.split('/');
  const given = path.split('/');
  return (
    expected.length === given.length && expected.every((part, i) => (part.startsWith(':') ? given[i] !== '' : part === given[i]))
  );
};
/** RFC 8058's one-click unsubscribe (decision 051). Mail providers post it from their own servers, form-encoded
 * (`List-Unsubscribe=One-Click`), with no cookie and no Origin, so it cannot pass the Origin and JSON rules,
 * and it needs neither: what those rules protect is a signed-in browser's cookie, and this route reads no
 * session and no body. The signed token in its address is its only authority, and all it can do is turn
 * off one kind of email for the account it names, again and again to the same end. A page elsewhere that
 * posts to it must already hold the link from that person's email. */
const isOneClickUnsubscribe = (method: string, path: string) => isRoute(EMAIL_DELIVERY_ROUTES.unsubscribe, method, path);
/** The routes whose body is a file (multipart), each with its own limit: the administrators' upload, a member's photo. */
const isMultipartUpload = (method: string, path: string) =>
  (method === UPLOAD_ROUTES.upload.method && path === UPLOAD_ROUTES.upload.path) ||
  (method === PHOTO_ROUTES.upload.method && path === PHOTO_ROUTES.upload.path);

/** The reads under /api another site may send a browser to; every other one is refused when the browser
 * says it comes from another site or origin (http/same-origin.ts, decision 017). Emails link to pages, and
 * calendar apps fetch the feed outside /api, so neither needs a line here. */
const READS_FROM_ELSEWHERE: RegExp[] = [
  // The provider sends the browser back here from its own site at the end of a sign-in; the `state` check
  // (against the signed cookie set when this browser started the sign-in) is what protects it.
  /^\/api\/auth\/callback\/[a-z]+$/,
  // Where Better Auth sends a callback that failed, in the same chain of redirects, so still from the
  // provider's site: a page that says what went wrong and writes nothing.
  /^\/api\/auth\/error$/,
];

/** Reads under /api another site may send a browser to, by route. The List-Unsubscribe address, opened from
 * a mail client on another site: it changes nothing, and sends a browser on to the unsubscribe page. */
const ROUTE_READS_FROM_ELSEWHERE: RouteDef[] = [EMAIL_DELIVERY_ROUTES.showUnsubscribe];

export function createApp(deps: AppDeps) {
  const { database } = deps;
  const now = deps.now ?? (() => new Date());
  const db = database.db;
  // The community's time zone (decision 040): every reader of config.timeZone reads it through
  // communityTimeZone, refreshed before each request and each job below, so a change needs no restart.
  const communityTimeZone = createCommunityTimeZone({ db, fromEnvironment: deps.config.timeZoneFromEnvironment });
  const config: Config = Object.defineProperty({ ...deps.config }, 'timeZone', {
    get: () => communityTimeZone.current(),
    enumerable: true,
  });
  const afterAnswer = createAfterAnswer();
  const lifecycle = deps.lifecycle ?? createLifecycle();
  // Live delivery and sessions from memory (decisions 023, 024): only when configured, so an app without
  // it (most tests) opens no listening connection and starts no timer.
  const live = config.live ? createLive(database) : undefined;
  // What the server is doing, for Prometheus (decision 076): only when METRICS_TOKEN is set.
  const metrics = config.metricsToken
    ? createMetrics({
        liveStreams: () => live?.hub.count() ?? 0,
        pool: () => database.poolUse?.() ?? null,
        queueDepth: () => readQueueDepth(db),
      })
    : null;
  // Timed work (decision 021): features register their jobs below; the server starts the scheduler
  // (index.ts), tests start it only when they drive time with runDue().
  const jobs = createScheduler({
    db,
    now,
    beforeRun: () => communityTimeZone.refresh(),
    onTry: metrics ? (queue, outcome) => metrics.countJob(queue, outcome) : undefined,
  });
  // Every email goes through the delivery: registered templates only, settings read at send time, the
  // unsubscribe headers on news, refusals marked or tried again through the job queue (decision 051).
  const transport = metrics ? countSends(deps.mailer, metrics) : deps.mailer;
  const mailer = createMailDelivery({ db, transport, jobs, config, now });
  const auth = createAuth({ db, config, mailer, now, afterAnswer });
  const storage = deps.storage ?? createStorage(config.storage);
  // Plain-http push services are for the tests' local stand-in only.
  const push = deps.push ?? createWebPushSender({ vapid: config.vapid, allowLoopbackHttp: config.env === 'test' });
  // A new zone moves the daily jobs' next runs (the ones queued for the old zone's clock are skipped).
  communityTimeZone.onChange(() => jobs.requeueRecurring());
  registerOnceKeyPruning(jobs, { db, now, timeZone: () => config.timeZone });
  const sessionMemory = live ? createSessionMemory(live.bus) : undefined;
  const publisher = live?.publisher ?? createLivePublisher(false);
  const context: AppContext = {
    database,
    db,
    config,
    mailer,
    now,
    auth,
    afterAnswer,
    jobs,
    live: publisher,
    storage,
    push,
    communityTimeZone,
    lifecycle,
  };
  // Each feature registers its jobs now and answers its routes, mounted below where each kind belongs.
  const routes = FEATURES.map((feature) => feature.register(context));
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      if (error instanceof TooManyRequestsError) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json({ error: { code: error.code, message: error.message, fields: error.fields } }, error.status);
    }
    if (error instanceof ZodError) {
      const fields = Object.fromEntries(error.issues.map((i) => [i.path.join('.'), i.message]));
      return c.json(
        { error: { code: 'INVALID_INPUT', message: error.issues[0]?.message ?? GENERAL_MESSAGES.invalidInput, fields } },
        400,
      );
    }
    if (isDatabaseUnavailable(error)) {
      log.error(`database unavailable: ${(error as Error).message}`);
      return c.json({ error: { code: 'UNAVAILABLE', message: GENERAL_MESSAGES.unavailable } }, 503);
    }
    if (isUnstorableText(error)) {
      // The caller's fault, so a 400; but a contract should have refused it first (decision 017): one line.
      log.warn(`${c.req.method} ${c.req.path}: text the database cannot store got past validation: ${(error as Error).message}`);
      return c.json({ error: { code: 'INVALID_INPUT', message: INPUT_MESSAGES.unsupportedCharacter } }, 400);
    }
    log.error({ err: error }, 'unexpected error');
    return c.json({ error: { code: 'SERVER_ERROR', message: GENERAL_MESSAGES.serverError } }, 500);
  });

  // Security headers by kind of answer: pages (and anything else outside /api) get the full set, with the
  // content security policy that pages need; the API's JSON gets the API's set (http/api-headers.ts).
  const pageHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Spotlight and post images may be any https address; a bucket's own origin may be plain http (MinIO).
      // blob: is the member's own photo file, shown by the profile page's cropper before it is sent.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storageImageOrigins(config.storage)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", 'https://accounts.google.com'],
    },
    crossOriginEmbedderPolicy: false,
    // Browsers ignore HSTS over plain http, and a site that is not https must not promise it.
    strictTransportSecurity: config.publicBaseUrl.startsWith('https://') ? 'max-age=15552000; includeSubDomains' : false,
  });
  // First: the request's id on every line it logs, its count and latency, `Connection: close` while stopping.
  app.use('*', requestLog({ trustProxy: config.trustProxy, metrics, lifecycle }));
  // Prometheus's scrape (decision 076): a 404 unless METRICS_TOKEN is set, then only with it.
  app.get('/metrics', metricsRoute(metrics, config.metricsToken));
  app.use('*', (c, next) => (c.req.path.startsWith('/api/') ? apiHeaders(c, next) : pageHeaders(c, next)));
  // The community's time zone as it is now (read again once a few seconds old): what every route reads.
  app.use('*', async (_c, next) => {
    await communityTimeZone.refresh();
    await next();
  });

  // Writes come from the site's own pages, as JSON (http/same-origin.ts, decision 017); checked before a
  // body is read or a route runs, Better Auth's included.
  app.use(
    '/api/*',
    sameOriginWrites(config, {
      crossOrigin: (method, path) => isOAuthCallbackPost(method, path) || isOneClickUnsubscribe(method, path),
      notJson: (method, path) =>
        isOAuthCallbackPost(method, path) || isMultipartUpload(method, path) || isOneClickUnsubscribe(method, path),
    }),
  );
  // Reads from another site or origin too, before the caller is known (an export opened by a link there
  // would download and be recorded as the signed-in administrator's).
  app.use(
    '/api/*',
    sameOriginReads({
      fromElsewhere: (path) =>
        READS_FROM_ELSEWHERE.some((allowed) => allowed.test(path)) ||
        ROUTE_READS_FROM_ELSEWHERE.some((route) => isRoute(route, 'GET', path)),
    }),
  );

  // JSON bodies are small; a larger one is refused before it is read. Uploads have their own limits
  // (features/uploads/routes.ts), checked after the caller is known. GET and HEAD requests never have a
  // body here, so they skip it: building the Request the limiter reads cost the poll a tenth of its time.
  const jsonBodyLimit = bodyLimit({
    maxSize: 256 * 1024,
    onError: (c) => c.json({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' } }, 413),
  });
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || isMultipartUpload(c.req.method, c.req.path)
      ? next()
      : jsonBodyLimit(c, next),
  );
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const allowed = PUBLIC_AUTH_ROUTES.some(([method, pattern]) => method === c.req.method && pattern.test(c.req.path));
    if (!allowed) return c.json({ error: { code: 'NOT_FOUND', message: GENERAL_MESSAGES.notFound } }, 404);
    // Better Auth parses its own input; text the database cannot store is refused before it gets there.
    const unstorable = await findUnstorableRequestText(c.req.raw);
    if (unstorable)
      return c.json({ code: 'INVALID_INPUT', message: INPUT_MESSAGES.unsupportedCharacter, field: unstorable }, 400);
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c, config.trustProxy));
    const scope: { databaseUnavailable?: string } = {};
    const response = await authRequestScope.run(scope, () => auth.handler(new Request(c.req.raw, { headers })));
    if (response.status >= 500 && scope.databaseUnavailable) {
      // The same 503 as every other route while the database is down, in Better Auth's answer shape.
      log.error(`database unavailable: ${scope.databaseUnavailable}`);
      return c.json({ code: 'UNAVAILABLE', message: GENERAL_MESSAGES.unavailable }, 503);
    }
    if (response.status !== 429) return response;
    // The limiter's own answer is terse; say plainly what happened and when to try again, from the same
    // number as the header.
    const retryAfter = Math.max(1, Number(response.headers.get('x-retry-after') ?? response.headers.get('retry-after')) || 60);
    c.header('Retry-After', String(retryAfter));
    return c.json({ code: 'TOO_MANY_REQUESTS', message: tooManyRequestsFor(retryAfter) }, 429);
  });

  for (const { beforeCaller } of routes) if (beforeCaller) app.route('/api', beforeCaller);

  const sessionReads = FEATURES.flatMap((feature) => feature.sessionReads ?? []);
  // Routes that read a value with the session say so themselves: the members' 30-second poll (decision 018).
  app.use('/api/*', callerMiddleware(db, auth, sessionReads, sessionMemory));
  app.route('/api', liveRoutes({ db, auth, live }));
  for (const { api } of routes) if (api) app.route('/api', api);
  // Web Push subscriptions belong to no one feature (src/server/push, decision 034).
  app.route('/api', pushRoutes({ db, push, now }));
  // The OpenAPI document of every route above that is defined in src/common/contracts (decision 037): it
  // reads the app's own route table, so it is mounted here rather than from the feature list.
  app.route(
    '/api',
    apiDocsRoutes(() => app.routes),
  );

  app.all('/api/*', (c) => c.json({ error: { code: 'NOT_FOUND', message: GENERAL_MESSAGES.notFound } }, 404));

  // Members' calendar feeds, fetched by calendar apps with no cookie, and uploads kept on local disk.
  for (const { outsideApi } of routes) if (outsideApi) app.route('/', outsideApi);

  if (deps.webDir)
    serveWebApp(
      app,
      deps.webDir,
      () => publicConfig(config),
      async (headers) => describeCaller(await resolveCaller(db, auth, headers, sessionMemory)),
    );

  return { app, auth, afterAnswer, jobs, live, sessionMemory, communityTimeZone, mailer, lifecycle };
}
