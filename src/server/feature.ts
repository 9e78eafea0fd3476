// What a server feature is to the app (decision 035). Each feature exports one ServerFeature from its
// folder's feature.ts; createApp (app.ts) makes the app's services once, as an AppContext, and goes through
// its one list of features: each registers its jobs and answers its routes, which createApp mounts in the
// places that make them work. So a new feature is its folder, its contract, and a line of that list.
import type { Hono } from 'hono';
import type { Auth } from './auth/auth';
import type { AppEnv, CallerExtra } from './auth/caller';
import type { Database, DatabaseHandle } from './db/client';
import type { Config } from './env';
import type { AfterAnswer } from './http/after-answer';
import type { Lifecycle } from './http/lifecycle';
import type { Scheduler } from './jobs/scheduler';
import type { LivePublisher } from './live/publish';
import type { Mailer } from './mail/delivery';
import type { PushSender } from './push/web-push';
import type { Storage } from './storage/storage';
import type { CommunityTimeZone } from './features/time-zone/public';

/** The app's services, made once by createApp; a feature takes what it needs. */
export type AppContext = {
  /** The database itself (a health check pings it); queries go through `db`. */
  database: DatabaseHandle;
  db: Database;
  config: Config;
  mailer: Mailer;
  /** The clock; tests pass their own to move time without sleeping. */
  now: () => Date;
  auth: Auth;
  /** Work left for after the answer has gone (emails, once a change's transaction has committed). */
  afterAnswer: AfterAnswer;
  /** Timed work (decision 021): a feature registers its jobs on it while the app is built. */
  jobs: Scheduler;
  /** Tells members' open pages that something changed (decision 023); does nothing when live delivery is off. */
  live: LivePublisher;
  /** Where uploads go. */
  storage: Storage;
  /** Web Push to the administrators' browsers (decision 008). */
  push: PushSender;
  /** The community's time zone (decision 040); `config.timeZone` reads it too. */
  communityTimeZone: CommunityTimeZone;
  /** Serving or stopping (decision 076): readiness reads it. */
  lifecycle: Lifecycle;
};

/** A feature's routes, by where createApp mounts them. */
export type FeatureRoutes = {
  /** Under /api before the caller is resolved: answers that read no session (the health check). */
  beforeCaller?: Hono<any, any, any>;
  /** Under /api once the caller middleware has run, before the /api catch-all 404: the feature's API. */
  api?: Hono<AppEnv, any, any>;
  /** Outside /api, after its catch-all, with no caller and the pages' headers: what is fetched without a
   * cookie (a calendar feed) or read as a file (uploads on local disk). */
  outsideApi?: Hono<any, any, any>;
};

export type ServerFeature = {
  /** Its folder under src/server/features (and src/web/features, when it has screens there). */
  name: string;
  /** What the caller middleware reads along with the session, for this feature's routes (decision 018). */
  sessionReads?: readonly CallerExtra[];
  /** Called once while the app is built, in the list's order: registers the feature's jobs on
   * `context.jobs` and answers its routes. */
  register(context: AppContext): FeatureRoutes;
};
