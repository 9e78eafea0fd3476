// Access requests: a visitor asks, an administrator approves (or creates a link for an email), the
// link is emailed and can be copied, regenerated (the old one dies at once) or the request deleted.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import {
  deriveDisplayStatus,
  MAGIC_LINK_TTL_HOURS,
  type AccessRequestInput,
  type AccessRequestPage,
  type AccessRequestRow,
  type AdminCreateLinkInput,
} from '../../../common/contracts/access-links';
import { ACCESS_REQUEST_EXTRA_MESSAGES as EXTRA, ADMIN_TOASTS, MAGIC_LINK_ADMIN_MESSAGES as ADMIN, REQUEST_ACCESS_MESSAGES } from '../../../common/messages';
import { normalizeEmail } from '../../../common/names';
import type { SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { readListTotals } from '../../db/list-totals';
import { auditLog, magicLinkRequests, users } from '../../db/schema';
import type { Config } from '../../env';
import { conflict, notFound } from '../../http/errors';
import { consumeRateLimits } from '../../http/rate-limit';
import type { Mailer } from '../../mail/mailer';
import { accessLinkEmail } from '../../mail/templates';

export type AccessRequestDeps = { db: Database; config: Config; mailer: Mailer; now: () => Date };
type Actor = Pick<SignedInCaller, 'userId' | 'email'>;
type RequestRecord = typeof magicLinkRequests.$inferSelect;

/** 256 bits from the operating system's secure random source. */
const newToken = () => randomBytes(32).toString('base64url');
const expiryFrom = (now: Date) => new Date(now.getTime() + MAGIC_LINK_TTL_HOURS * 3600_000);
export const accessLinkUrl = (config: Config, token: string) => `${config.publicBaseUrl}/magic-link/${token}`;

async function accountExists(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  return Boolean(row);
}

function toRow(config: Config, request: RequestRecord, now: Date): AccessRequestRow {
  const displayStatus = deriveDisplayStatus(request, now);
  return {
    id: request.id,
    email: request.email,
    firstName: request.firstName,
    lastName: request.lastName,
    status: request.status,
    displayStatus,
    approved: request.approved,
    used: request.used,
    link: displayStatus === 'approved' && request.token && !request.used ? accessLinkUrl(config, request.token) : null,
    expiresAt: request.expiresAt?.toISOString() ?? null,
    approvedAt: request.approvedAt?.toISOString() ?? null,
    completedAt: request.completedAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  };
}

async function audit(db: Database, actor: Actor, action: string, email: string, now: Date, details?: Record<string, unknown>) {
  await db.insert(auditLog).values({ actorUserId: actor.userId, actorEmail: actor.email, action, targetEmail: email, details, createdAt: now });
}

/** Emails the link; a mail failure is logged and reported, never undoing the approval. */
async function sendLink(deps: AccessRequestDeps, request: RequestRecord): Promise<boolean> {
  try {
    await deps.mailer.send(accessLinkEmail(deps.config.brand, request.email, accessLinkUrl(deps.config, request.token!), request.firstName, request.expiresAt!));
    return true;
  } catch (error) {
    console.error(`[access-requests] could not email the link to ${request.email}: ${(error as Error).message}`);
    return false;
  }
}

/** A visitor asks for access. Rate limited per address and per email; never duplicates an open request. */
export async function submitAccessRequest(deps: AccessRequestDeps, input: AccessRequestInput, clientAddress: string) {
  const { db } = deps;
  const now = deps.now();
  const email = normalizeEmail(input.email);
  await consumeRateLimits(
    db,
    [
      { key: `access-request:ip:${clientAddress}`, max: 5, windowSeconds: 600 },
      { key: `access-request:email:${email}`, max: 3, windowSeconds: 3600 },
    ],
    now,
    deps.config.rateLimit,
  );
  if (await accountExists(db, email)) throw conflict(EXTRA.accountExists, 'ACCOUNT_EXISTS');

  const [open] = await db
    .select()
    .from(magicLinkRequests)
    .where(
      and(
        sql`lower(${magicLinkRequests.email}) = ${email}`,
        sql`${magicLinkRequests.status} <> 'signed_up'`,
        sql`(${magicLinkRequests.expiresAt} is null or ${magicLinkRequests.expiresAt} > ${now})`,
      ),
    )
    .limit(1);
  if (!open) {
    await db.insert(magicLinkRequests).values({ email, firstName: input.firstName, lastName: input.lastName, status: 'pending', createdAt: now, updatedAt: now });
  }
  return { success: true, message: REQUEST_ACCESS_MESSAGES.submitted };
}

/**
 * Requests that are not signed up, newest first, paged in SQL, with the count of pending ones. Both
 * counts are kept exact by triggers in list_totals (migration 0006, decision 015): a lookup, not a count
 * of every open request.
 */
export async function listAccessRequests(deps: AccessRequestDeps, page: number, pageSize: number): Promise<AccessRequestPage> {
  const { db, config } = deps;
  const now = deps.now();
  const open = sql`${magicLinkRequests.status} <> 'signed_up'`;
  const [items, counts] = await Promise.all([
    db.select().from(magicLinkRequests).where(open).orderBy(sql`${magicLinkRequests.createdAt} desc nulls last`, sql`${magicLinkRequests.id} desc nulls last`).limit(pageSize).offset((page - 1) * pageSize),
    readListTotals(db, ['access_requests_open', 'access_requests_pending']),
  ]);
  return { items: items.map((r) => toRow(config, r, now)), total: counts.access_requests_open, pendingCount: counts.access_requests_pending, page, pageSize };
}

export async function approveAccessRequest(deps: AccessRequestDeps, actor: Actor, id: string) {
  const now = deps.now();
  const [approved] = await deps.db
    .update(magicLinkRequests)
    .set({ token: newToken(), expiresAt: expiryFrom(now), status: 'approved', approved: true, approvedAt: now, approvedBy: actor.userId, updatedAt: now })
    .where(and(eq(magicLinkRequests.id, id), eq(magicLinkRequests.approved, false), eq(magicLinkRequests.used, false), eq(magicLinkRequests.status, 'pending')))
    .returning();
  if (!approved) throw notFound(ADMIN.requestNotFoundOrProcessed);
  await audit(deps.db, actor, 'access-request.approve', approved.email, now);
  const emailed = await sendLink(deps, approved);
  return { success: true, message: ADMIN.approved, token: approved.token!, link: accessLinkUrl(deps.config, approved.token!), emailed, request: toRow(deps.config, approved, now) };
}

export async function createAccessLink(deps: AccessRequestDeps, actor: Actor, input: AdminCreateLinkInput) {
  const { db } = deps;
  const now = deps.now();
  const email = normalizeEmail(input.email);
  if (await accountExists(db, email)) throw conflict(ADMIN.userHasAccount, 'ACCOUNT_EXISTS');
  const created = await db.transaction(async (tx) => {
    // Serialise link creation per email so two administrators cannot create two live links at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'access-link:' + email}))`);
    const [active] = await tx
      .select({ id: magicLinkRequests.id })
      .from(magicLinkRequests)
      .where(
        and(
          sql`lower(${magicLinkRequests.email}) = ${email}`,
          eq(magicLinkRequests.approved, true),
          eq(magicLinkRequests.used, false),
          sql`${magicLinkRequests.status} <> 'signed_up'`,
          gt(magicLinkRequests.expiresAt, now),
        ),
      )
      .limit(1);
    if (active) throw conflict(ADMIN.activeLinkExists, 'ACTIVE_LINK_EXISTS');
    const [row] = await tx
      .insert(magicLinkRequests)
      .values({
        email,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        token: newToken(),
        expiresAt: expiryFrom(now),
        status: 'approved',
        approved: true,
        approvedAt: now,
        approvedBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row;
  });
  await audit(db, actor, 'access-request.create-link', email, now);
  const emailed = await sendLink(deps, created);
  return { success: true, message: ADMIN.created, token: created.token!, recordId: created.id, link: accessLinkUrl(deps.config, created.token!), emailed };
}

/** A new token and expiry; the old link stops working at once. */
export async function regenerateAccessLink(deps: AccessRequestDeps, actor: Actor, id: string) {
  const now = deps.now();
  const [existing] = await deps.db.select().from(magicLinkRequests).where(eq(magicLinkRequests.id, id)).limit(1);
  if (!existing) throw notFound(ADMIN.requestNotFound);
  if (existing.status === 'signed_up') throw conflict(EXTRA.alreadyProcessed, 'ALREADY_SIGNED_UP');
  const [regenerated] = await deps.db
    .update(magicLinkRequests)
    .set({ token: newToken(), expiresAt: expiryFrom(now), approved: true, used: false, status: 'approved', approvedAt: existing.approvedAt ?? now, approvedBy: actor.userId, updatedAt: now })
    .where(and(eq(magicLinkRequests.id, id), sql`${magicLinkRequests.status} <> 'signed_up'`))
    .returning();
  if (!regenerated) throw conflict(EXTRA.alreadyProcessed, 'ALREADY_SIGNED_UP');
  await audit(deps.db, actor, 'access-request.regenerate', regenerated.email, now);
  const emailed = await sendLink(deps, regenerated);
  return { success: true, message: ADMIN.regenerated, token: regenerated.token!, link: accessLinkUrl(deps.config, regenerated.token!), emailed, request: toRow(deps.config, regenerated, now) };
}

export async function deleteAccessRequest(deps: AccessRequestDeps, actor: Actor, id: string) {
  const now = deps.now();
  const [deleted] = await deps.db.delete(magicLinkRequests).where(eq(magicLinkRequests.id, id)).returning();
  if (!deleted) throw notFound(ADMIN_TOASTS.recordNotFound);
  await audit(deps.db, actor, 'access-request.delete', deleted.email, now);
  return { success: true, message: EXTRA.deleted };
}
