// 'Download my data' (issue 37, decision 059). Asking queues a job; the job collects the member's data
// (export-data.ts), writes the ZIP (export-zip.ts) to storage (local disk or S3, in a folder no public
// address serves) and tells the member (news of 'data-export-ready': the bell, and email as they chose).
// The download streams the stored ZIP to its owner alone, for 7 days; a job at the end of the 7 days
// removes the file.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES as M,
  EXPORT_LINK_DAYS,
  type DataExport,
  type ExportRequested,
  type ExportStatus,
} from '../../../common/contracts/account';
import { PHOTO_SIZES } from '../../../common/contracts/member-fields';
import { ROUTES } from '../../../common/routes';
import type { SignedInCaller } from '../../auth/caller';
import { dataExports } from '../../db/schema';
import { HttpError, notFound, conflict } from '../../http/errors';
import type { JobHandle, Scheduler } from '../../jobs/scheduler';
import { recordNews } from '../notifications/public';
import { photoFileOf } from '../photos/public';
import type { AccountDeps } from './deps';
import { collectMemberData } from './export-data';
import { buildExportZip } from './export-zip';
import { exportReadyEmail } from './emails';
import { newestFirst } from '../../db/order';

export const PREPARE_EXPORT_JOB = 'account.prepare-export';
export const EXPIRE_EXPORT_JOB = 'account.expire-export';
const DAY_MS = 86_400_000;

export type ExportJobs = {
  prepare: JobHandle<{ exportId: string }>;
  expire: JobHandle<{ exportId: string }>;
};

type ExportRow = typeof dataExports.$inferSelect;

function exportOf(row: ExportRow, now: Date): DataExport {
  const expired = row.status === 'ready' && (!row.storageKey || (row.expiresAt !== null && row.expiresAt <= now));
  return {
    id: row.id,
    status: expired ? 'expired' : row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
  };
}

/** The caller's latest export. */
export async function getExportStatus(deps: AccountDeps, caller: SignedInCaller): Promise<ExportStatus> {
  const [row] = await deps.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, caller.userId))
    .orderBy(newestFirst(dataExports.requestedAt))
    .limit(1);
  return { latest: row ? exportOf(row, deps.now()) : null };
}

/** Queues a new export, or answers the one still being prepared. */
export async function requestDataExport(deps: AccountDeps, jobs: ExportJobs, caller: SignedInCaller): Promise<ExportRequested> {
  const now = deps.now();
  const [preparing] = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, caller.userId), eq(dataExports.status, 'preparing')))
    .limit(1);
  if (preparing) return { message: M.exportPreparing, export: exportOf(preparing, now) };
  const [row] = await deps.db.insert(dataExports).values({ userId: caller.userId, requestedAt: now }).returning();
  await jobs.prepare.schedule({ exportId: row.id }, { at: now, key: row.id });
  return { message: M.exportRequested, export: exportOf(row, now) };
}

async function readPhoto(deps: AccountDeps, photoKey: string | null): Promise<Uint8Array | null> {
  if (!photoKey) return null;
  const stored = await deps.storage.read(photoFileOf(photoKey, Math.max(...PHOTO_SIZES) as (typeof PHOTO_SIZES)[number]));
  if (!stored) return null;
  return new Uint8Array(await new Response(stored.body).arrayBuffer());
}

/** The job: collects, zips, stores, and tells the member. Safe to run twice (the file is written again,
 * the news told once). */
export async function prepareDataExport(deps: AccountDeps, jobs: ExportJobs, exportId: string): Promise<void> {
  const [row] = await deps.db.select().from(dataExports).where(eq(dataExports.id, exportId)).limit(1);
  if (!row || row.status !== 'preparing') return;
  const now = deps.now();
  const data = await collectMemberData(deps.db, row.userId);
  const photo = await readPhoto(deps, data.owner.photoKey);
  const zip = buildExportZip(deps.config.brand, data, photo, now);
  const stored = await deps.storage.put({
    folder: 'exports',
    name: `${row.id}-${randomBytes(12).toString('hex')}.zip`,
    body: zip,
    contentType: 'application/zip',
    download: true,
  });
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_DAYS * DAY_MS);
  const link = ROUTES.accountSettings;
  const firstName = data.owner.name.split(' ')[0] || data.owner.name;
  const news = await deps.db.transaction(async (tx) => {
    await tx
      .update(dataExports)
      .set({ status: 'ready', storageKey: stored.key, sizeBytes: zip.byteLength, readyAt: now, expiresAt })
      .where(eq(dataExports.id, row.id));
    return recordNews(deps.news, tx, 'data-export-ready', [
      {
        userId: row.userId,
        title: 'Your data is ready to download',
        body: `The link works for ${EXPORT_LINK_DAYS} days.`,
        link,
        email: () => exportReadyEmail(deps.config.brand, data.owner.email, firstName, `${deps.config.publicBaseUrl}${link}`),
        onceKey: `${PREPARE_EXPORT_JOB}:${row.id}`,
        channels: ['product', 'email'],
      },
    ]);
  });
  await news.deliver();
  await jobs.expire.schedule({ exportId: row.id }, { at: expiresAt, key: row.id });
}

/** The 7 days are over: the file goes (the row stays, so the page can say it expired). */
export async function expireDataExport(deps: AccountDeps, exportId: string): Promise<void> {
  const [row] = await deps.db.select().from(dataExports).where(eq(dataExports.id, exportId)).limit(1);
  if (!row?.storageKey || (row.expiresAt && row.expiresAt > deps.now())) return;
  await deps.storage.remove(row.storageKey);
  await deps.db.update(dataExports).set({ storageKey: null }).where(eq(dataExports.id, row.id));
}

/** Marks an export that failed for good, so the page offers to try again. */
export async function failDataExport(deps: AccountDeps, exportId: string): Promise<void> {
  await deps.db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(sql`${dataExports.id} = ${exportId} and ${dataExports.status} = 'preparing'`);
}

/** The ZIP, streamed, to its owner only, while its 7 days last. */
export async function downloadDataExport(deps: AccountDeps, caller: SignedInCaller, exportId: string): Promise<Response> {
  const [row] = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, caller.userId)))
    .limit(1);
  if (!row) throw notFound(M.exportNotFound);
  if (row.status === 'preparing') throw conflict(M.exportNotReady, 'NOT_READY');
  if (row.status !== 'ready' || !row.storageKey || !row.expiresAt || row.expiresAt <= deps.now())
    throw new HttpError(410, 'GONE', M.exportExpired);
  const stored = await deps.storage.read(row.storageKey);
  if (!stored) throw new HttpError(410, 'GONE', M.exportExpired);
  const day = row.readyAt!.toISOString().slice(0, 10);
  const headers: Record<string, string> = {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${deps.config.brand.shortName.replace(/[^A-Za-z0-9]/g, '') || 'my'}-data-${day}.zip"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  if (stored.size !== null) headers['Content-Length'] = String(stored.size);
  return new Response(stored.body, { status: 200, headers });
}

export function registerExportJobs(jobs: Scheduler, deps: AccountDeps): ExportJobs {
  const handles = {} as ExportJobs;
  handles.prepare = jobs.register<{ exportId: string }>({
    name: PREPARE_EXPORT_JOB,
    retryLimit: 2,
    run: async ({ data, attempt }) => {
      try {
        await prepareDataExport(deps, handles, data.exportId);
      } catch (error) {
        // The last try: say so on the page rather than leave it 'preparing' for ever.
        if (attempt >= 3) await failDataExport(deps, data.exportId);
        throw error;
      }
    },
  });
  handles.expire = jobs.register<{ exportId: string }>({
    name: EXPIRE_EXPORT_JOB,
    run: async ({ data }) => expireDataExport(deps, data.exportId),
  });
  return handles;
}
