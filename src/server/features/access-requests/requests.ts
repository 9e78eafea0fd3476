// Access requests: a visitor asks, an administrator approves (or creates a link for an email), the
// link is emailed and can be copied, regenerated (the old one dies at once) or the request deleted.
// An email has at most one live link (approved, unused, unexpired): every change that can make one live
// takes the email's lock first, then refuses, or approves the request already there, rather than add one.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import {
  ADMIN_ACCESS_REQUESTS_PAGE,
  ACCESS_LINK_TTL_HOURS,
  ACCESS_REQUEST_ADMIN_MESSAGES as ADMIN,
  ACCESS_REQUEST_EXTRA_MESSAGES as EXTRA,
  deriveDisplayStatus,
  REQUEST_ACCESS_MESSAGES,
  type AccessRequestInput,
  type AccessRequestPage,
  type AccessRequestRow,
  type AdminCreateLinkInput,
} from '../../../common/contracts/access-requests';
import { ADMIN_TOASTS } from '../../../common/messages';
import { normalizeEmail } from '../../../common/names';
import { ROUTES } from '../../../common/routes';
import { createPasswordResetToken } from '../../auth/accounts';
import { changeOf, recordAudit, type AuditActor } from '../../audit/record';
import { passwordResetUrl, type Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { readListTotals } from '../../db/list-totals';
import { accessRequests, users } from '../../db/schema';
import type { Config } from '../../env';
import type { AfterAnswer } from '../../http/after-answer';
import type { LivePublisher } from '../../live/publish';
import { conflict, notFound } from '../../http/errors';
import { consumeRateLimits } from '../../http/rate-limit';
import type { Mailer } from '../../mail/delivery';
import { listActiveAdministrators } from '../admins/public';
import { recordNews, type NewsDeps } from '../notifications/public';
import { accessLinkEmail, accountExistsEmail } from './emails';
import { componentLog } from '../../log/logger';

const log = componentLog('access-requests');

/** `live`: tells administrators' open dashboards of a new request (decision 023). */
export type AccessRequestDeps = {
  db: Database;
  auth: Auth;
  config: Config;
  mailer: Mailer;
  now: () => Date;
  afterAnswer: AfterAnswer;
  live: LivePublisher;
  /** The organisers' 'access-request' news: the notification and a push, as each chose; its email is the
   * daily digest (digest.ts), not one per request. */
  news: NewsDeps;
};
type RequestRecord = typeof accessRequests.$inferSelect;

/** 256 bits from the operating system's secure random source. */
const newToken = () => randomBytes(32).toString('base64url');
const expiryFrom = (now: Date) => new Date(now.getTime() + ACCESS_LINK_TTL_HOURS * 3600_000);
export const accessLinkUrl = (config: Config, token: string) => `${config.publicBaseUrl}/magic-link/${token}`;

async function findAccount(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row;
}

/** Serialises, per email and across app servers, every change that can make a link live, until `tx` ends. */
async function lockEmailLinks(tx: Database, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'access-link:' + email}))`);
}

/** The request with a live link for `email` (approved, unused, unexpired), other than `exceptId`. */
async function findLiveLink(tx: Database, email: string, now: Date, exceptId?: string) {
  const [live] = await tx
    .select({ id: accessRequests.id })
    .from(accessRequests)
    .where(
      and(
        sql`lower(${accessRequests.email}) = ${email}`,
        eq(accessRequests.approved, true),
        eq(accessRequests.used, false),
        sql`${accessRequests.status} <> 'signed_up'`,
        gt(accessRequests.expiresAt, now),
        exceptId ? ne(accessRequests.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return live;
}

/** The email of request `id`, lower-cased; a 404 with `message` when there is no such request. */
async function emailOfRequest(db: Database, id: string, message: string) {
  const [request] = await db
    .select({ email: accessRequests.email })
    .from(accessRequests)
    .where(eq(accessRequests.id, id))
    .limit(1);
  if (!request) throw notFound(message);
  return normalizeEmail(request.email);
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

/** Emails the link; a mail failure is logged and reported, never undoing the approval. */
async function sendLink(deps: AccessRequestDeps, request: RequestRecord): Promise<boolean> {
  try {
    await deps.mailer.send(
      accessLinkEmail(
        deps.config.brand,
        request.email,
        accessLinkUrl(deps.config, request.token!),
        request.firstName,
        request.expiresAt!,
      ),
    );
    return true;
  } catch (error) {
    log.error(`could not email the link to ${request.email}: ${(error as Error).message}`);
    return false;
  }
}

/** Tells the owner of an account that someone asked to join with its email, with the ways back in. */
async function sendAccountExistsEmail(deps: AccessRequestDeps, userId: string, email: string) {
  const token = await createPasswordResetToken(deps.auth, userId, deps.now());
  const signInUrl = `${deps.config.publicBaseUrl}${ROUTES.login}`;
  await deps.mailer.send(accountExistsEmail(deps.config.brand, email, signInUrl, passwordResetUrl(deps.config, token)));
}

/**
 * A visitor asks for access. Rate limited per address and per email; never duplicates an open request.
 * The answer is the same for a stranger, someone who has asked already and a member, so it cannot tell
 * who is a member: a member is told by email instead, after the answer, so its time does not tell either.
 */
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
  const submitted = { success: true as const, message: REQUEST_ACCESS_MESSAGES.submitted };
  const account = await findAccount(db, email);
  if (account) {
    deps.afterAnswer.run('account-exists email', () => sendAccountExistsEmail(deps, account.id, email));
    return submitted;
  }
  const news = await db.transaction(async (tx) => {
    // Two of the same visitor's requests at once would otherwise both find no open request.
    await lockEmailLinks(tx, email);
    const [open] = await tx
      .select({ id: accessRequests.id })
      .from(accessRequests)
      .where(
        and(
          sql`lower(${accessRequests.email}) = ${email}`,
          sql`${accessRequests.status} <> 'signed_up'`,
          sql`(${accessRequests.expiresAt} is null or ${accessRequests.expiresAt} > ${now})`,
        ),
      )
      .limit(1);
    if (!open) {
      const [created] = await tx
        .insert(accessRequests)
        .values({
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: accessRequests.id });
      await deps.live.publishToAdmins(tx, { type: 'access-request', requestId: created.id });
      const title = `${`${input.firstName} ${input.lastName}`.trim() || email} asks to join`;
      const organisers = await listActiveAdministrators(tx);
      return recordNews(
        deps.news,
        tx,
        'access-request',
        organisers.map(({ userId }) => ({ userId, title, body: email, link: ADMIN_ACCESS_REQUESTS_PAGE })),
      );
    }
    return null;
  });
  if (news) deps.afterAnswer.run('access request news', () => news.deliver());
  return submitted;
}

/**
 * Requests that are not signed up, newest first, paged in SQL, with the count of pending ones. Both
 * counts are kept exact by triggers in list_totals (migration 0006, decision 015): a lookup, not a count
 * of every open request.
 */
export async function listAccessRequests(deps: AccessRequestDeps, page: number, pageSize: number): Promise<AccessRequestPage> {
  const { db, config } = deps;
  const now = deps.now();
  const open = sql`${accessRequests.status} <> 'signed_up'`;
  const [items, counts] = await Promise.all([
    db
      .select()
      .from(accessRequests)
      .where(open)
      .orderBy(sql`${accessRequests.createdAt} desc nulls last`, sql`${accessRequests.id} desc nulls last`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    readListTotals(db, ['access_requests_open', 'access_requests_pending']),
  ]);
  return {
    items: items.map((r) => toRow(config, r, now)),
    total: counts.access_requests_open,
    pendingCount: counts.access_requests_pending,
    page,
    pageSize,
  };
}

/** Makes the link of pending request `id` in `tx`, which holds the email's lock; names given replace the
 * request's. Undefined when the request is not pending (any more). */
async function approvePending(
  tx: Database,
  actor: AuditActor,
  id: string,
  now: Date,
  names: { firstName?: string; lastName?: string } = {},
) {
  const [approved] = await tx
    .update(accessRequests)
    .set({
      token: newToken(),
      expiresAt: expiryFrom(now),
      status: 'approved',
      approved: true,
      approvedAt: now,
      approvedBy: actor.userId,
      updatedAt: now,
      ...(names.firstName ? { firstName: names.firstName } : {}),
      ...(names.lastName ? { lastName: names.lastName } : {}),
    })
    .where(
      and(
        eq(accessRequests.id, id),
        eq(accessRequests.approved, false),
        eq(accessRequests.used, false),
        eq(accessRequests.status, 'pending'),
      ),
    )
    .returning();
  return approved;
}

/** Approves a pending request; refused while another request of the same email has a live link. */
export async function approveAccessRequest(deps: AccessRequestDeps, actor: AuditActor, id: string) {
  const now = deps.now();
  const email = await emailOfRequest(deps.db, id, ADMIN.requestNotFoundOrProcessed);
  const approved = await deps.db.transaction(async (tx) => {
    await lockEmailLinks(tx, email);
    if (await findLiveLink(tx, email, now, id)) throw conflict(ADMIN.activeLinkExists, 'ACTIVE_LINK_EXISTS');
    const row = await approvePending(tx, actor, id, now);
    if (row)
      await recordAudit(tx, {
        actor,
        action: 'access-request.approve',
        targetEmail: row.email,
        changes: [changeOf('Status', 'Pending', 'Approved')],
        at: now,
      });
    return row;
  });
  if (!approved) throw notFound(ADMIN.requestNotFoundOrProcessed);
  const emailed = await sendLink(deps, approved);
  return {
    success: true as const,
    message: ADMIN.approved,
    token: approved.token!,
    link: accessLinkUrl(deps.config, approved.token!),
    emailed,
    request: toRow(deps.config, approved, now),
  };
}

/**
 * 'Add User': a link for an email. Refused when the email has an account or a live link (spec 5, 'Admin
 * magic-link creation'; the administrator regenerates that link from its row if it is lost). When the
 * person has asked already, their pending request is approved, with any names the administrator typed,
 * instead of a second request beside it: one row, one link.
 */
export async function createAccessLink(deps: AccessRequestDeps, actor: AuditActor, input: AdminCreateLinkInput) {
  const { db } = deps;
  const now = deps.now();
  const email = normalizeEmail(input.email);
  if (await findAccount(db, email)) throw conflict(ADMIN.userHasAccount, 'ACCOUNT_EXISTS');
  const created = await db.transaction(async (tx) => {
    await lockEmailLinks(tx, email);
    if (await findLiveLink(tx, email, now)) throw conflict(ADMIN.activeLinkExists, 'ACTIVE_LINK_EXISTS');
    const [pending] = await tx
      .select({ id: accessRequests.id })
      .from(accessRequests)
      .where(
        and(
          sql`lower(${accessRequests.email}) = ${email}`,
          eq(accessRequests.status, 'pending'),
          eq(accessRequests.approved, false),
          eq(accessRequests.used, false),
        ),
      )
      .orderBy(desc(accessRequests.createdAt))
      .limit(1);
    const approved = pending && (await approvePending(tx, actor, pending.id, now, input));
    if (approved) {
      await recordAudit(tx, {
        actor,
        action: 'access-request.approve',
        targetEmail: email,
        changes: [changeOf('Status', 'Pending', 'Approved')],
        details: { via: 'add-user' },
        at: now,
      });
      return approved;
    }
    const [row] = await tx
      .insert(accessRequests)
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
    await recordAudit(tx, { actor, action: 'access-request.create-link', targetEmail: email, at: now });
    return row;
  });
  const emailed = await sendLink(deps, created);
  return {
    success: true as const,
    message: ADMIN.created,
    token: created.token!,
    recordId: created.id,
    link: accessLinkUrl(deps.config, created.token!),
    emailed,
  };
}

/** A new token and expiry; the old link stops working at once. Refused while another request of the same
 * email has a live link, which would make two. */
export async function regenerateAccessLink(deps: AccessRequestDeps, actor: AuditActor, id: string) {
  const now = deps.now();
  const email = await emailOfRequest(deps.db, id, ADMIN.requestNotFound);
  const regenerated = await deps.db.transaction(async (tx) => {
    await lockEmailLinks(tx, email);
    const [existing] = await tx.select().from(accessRequests).where(eq(accessRequests.id, id)).limit(1);
    if (!existing) throw notFound(ADMIN.requestNotFound);
    if (existing.status === 'signed_up') throw conflict(EXTRA.alreadyProcessed, 'ALREADY_SIGNED_UP');
    if (await findLiveLink(tx, email, now, id)) throw conflict(ADMIN.activeLinkExists, 'ACTIVE_LINK_EXISTS');
    const [row] = await tx
      .update(accessRequests)
      .set({
        token: newToken(),
        expiresAt: expiryFrom(now),
        approved: true,
        used: false,
        status: 'approved',
        approvedAt: existing.approvedAt ?? now,
        approvedBy: actor.userId,
        updatedAt: now,
      })
      .where(and(eq(accessRequests.id, id), sql`${accessRequests.status} <> 'signed_up'`))
      .returning();
    if (row) {
      await recordAudit(tx, {
        actor,
        action: 'access-request.regenerate',
        targetEmail: row.email,
        changes: [changeOf('Link expires', existing.expiresAt, row.expiresAt)],
        at: now,
      });
    }
    return row;
  });
  if (!regenerated) throw conflict(EXTRA.alreadyProcessed, 'ALREADY_SIGNED_UP');
  const emailed = await sendLink(deps, regenerated);
  return {
    success: true as const,
    message: ADMIN.regenerated,
    token: regenerated.token!,
    link: accessLinkUrl(deps.config, regenerated.token!),
    emailed,
    request: toRow(deps.config, regenerated, now),
  };
}

export async function deleteAccessRequest(deps: AccessRequestDeps, actor: AuditActor, id: string) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(accessRequests).where(eq(accessRequests.id, id)).returning();
    if (!deleted) throw notFound(ADMIN_TOASTS.recordNotFound);
    await recordAudit(tx, {
      actor,
      action: 'access-request.delete',
      targetEmail: deleted.email,
      details: { status: deleted.status },
      at: now,
    });
  });
  return { success: true as const, message: EXTRA.deleted };
}
