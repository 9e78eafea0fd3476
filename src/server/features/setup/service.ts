// First run, without a second command: while no administrator exists, every server start issues a
// one-time setup link and logs it. The page behind it creates the first administrator (and then may load
// the demo content). Only the link's hash is kept, in Better Auth's verifications table under a fixed
// identifier, so no migration is needed; each starting server may issue its own link, and all of them are
// spent by the administrator they create (kept as spent until they would have expired, so the page can
// tell their holder that setup is done, while a wrong link learns nothing either way).
import { recordAudit, type AuditActor } from '../../audit/record';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DemoContentResult, SetupAdministratorInput, SetupLinkCheck } from '../../../common/contracts/setup';
import { SETUP_MESSAGES, setupTokenSchema } from '../../../common/contracts/setup';
import { normalizeEmail } from '../../../common/names';
import { paths } from '../../../common/routes';
import { createCredentialAccount, hashPassword, startPasswordSession } from '../../auth/accounts';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { accounts, adminUsers, attendees, users, verifications } from '../../db/schema';
import { seedDemoData, SeedRefusedError } from '../../db/seed/demo-data';
import type { Config } from '../../env';
import { conflict, notFound } from '../../http/errors';
import type { CommunityTimeZone } from '../time-zone/public';

export type SetupDeps = { db: Database; auth: Auth; config: Config; now: () => Date; communityTimeZone: CommunityTimeZone };

/** The verifications rows of setup links; Better Auth's own identifiers never take this form. */
export const SETUP_LINK_IDENTIFIER = 'fmc:first-run-setup';
/** The same rows once an administrator exists: they can create nothing, but still name a real link. */
export const SPENT_SETUP_LINK_IDENTIFIER = 'fmc:first-run-setup:spent';
const SETUP_LINK_IDENTIFIERS = [SETUP_LINK_IDENTIFIER, SPENT_SETUP_LINK_IDENTIFIER];

/** Long enough for someone to start the server and come back to its log the same day. */
export const SETUP_LINK_TTL_HOURS = 24;

/** SHA-256 is enough: the token is 256 random bits, so there is nothing to guess that a slow hash would protect. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Whether an administrator someone can sign in as exists: one with an account to sign in with. The demo
 * content's organisers are administrators without one (they only wrote the replies), so loading the demo
 * from the command line before the first start still leaves the setup link to create yours.
 */
export async function administratorExists(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ userId: adminUsers.userId })
    .from(adminUsers)
    .innerJoin(accounts, eq(accounts.userId, adminUsers.userId))
    .limit(1);
  return Boolean(row);
}

/** Every setup link, live or spent, is spent: an administrator exists now (made by a link or otherwise). */
async function spendSetupLinks(db: Database, at: Date) {
  await db
    .update(verifications)
    .set({ identifier: SPENT_SETUP_LINK_IDENTIFIER, updatedAt: at })
    .where(eq(verifications.identifier, SETUP_LINK_IDENTIFIER));
}

/**
 * At start: with no administrator, a new setup link (a fresh token whose hash is stored) and its address;
 * otherwise null, and any live setup links left over are spent. Links from earlier starts stay valid until
 * they expire, so a restart does not break a link someone already copied; expired ones are deleted.
 */
export async function issueSetupLink({ db, config, now }: Pick<SetupDeps, 'db' | 'config' | 'now'>): Promise<string | null> {
  const at = now();
  await db
    .delete(verifications)
    .where(and(inArray(verifications.identifier, SETUP_LINK_IDENTIFIERS), lte(verifications.expiresAt, at)));
  if (await administratorExists(db)) {
    await spendSetupLinks(db, at);
    return null;
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: SETUP_LINK_IDENTIFIER,
    value: hashToken(token),
    expiresAt: new Date(at.getTime() + SETUP_LINK_TTL_HOURS * 3600_000),
    createdAt: at,
    updatedAt: at,
  });
  return `${config.publicBaseUrl}${paths.setup(token)}`;
}

/**
 * Whether `token` names a setup link that has not expired, and whether it may still create the first
 * administrator: 'usable' while no administrator exists, 'done' once one does (spent by the administrator
 * it made, or live still but beaten to it), null for anything else (unknown, expired, malformed). Only the
 * holder of a real link learns whether an administrator exists: everyone else gets null either way.
 */
async function findSetupLink(db: Database, token: string, at: Date): Promise<'usable' | 'done' | null> {
  if (!setupTokenSchema.safeParse(token).success) return null;
  const [row] = await db
    .select({ identifier: verifications.identifier })
    .from(verifications)
    .where(
      and(
        inArray(verifications.identifier, SETUP_LINK_IDENTIFIERS),
        eq(verifications.value, hashToken(token)),
        gt(verifications.expiresAt, at),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.identifier === SPENT_SETUP_LINK_IDENTIFIER || (await administratorExists(db))) return 'done';
  return 'usable';
}

/** A link that cannot create the administrator: 404 for a wrong one, 409 for a real one once setup is done. */
function refuseSetupLink(found: 'done' | null): never {
  if (found === 'done') throw conflict(SETUP_MESSAGES.alreadyDone, 'SETUP_DONE');
  throw notFound(SETUP_MESSAGES.invalidLink);
}

/**
 * Who may use a setup link: anyone holding a live one, while no administrator exists (409 once one does,
 * 404 for an unknown, expired or malformed token, whether or not an administrator exists). Reading it
 * changes nothing, so a mail or chat scanner that opens the link cannot spend it.
 */
export async function checkSetupLink(
  { db, now, communityTimeZone }: Pick<SetupDeps, 'db' | 'now' | 'communityTimeZone'>,
  token: string,
): Promise<SetupLinkCheck> {
  const found = await findSetupLink(db, token, now());
  if (found !== 'usable') refuseSetupLink(found);
  return { valid: true, timeZone: { timeZone: communityTimeZone.current(), source: communityTimeZone.source() } };
}

/**
 * Creates the first administrator: the account, its administrator row and its member row, and spends
 * every setup link, in one transaction. Concurrent attempts (two tabs, two servers, a double click) queue
 * on an advisory lock and re-check inside it, so exactly one wins and the others get 409.
 */
export async function createFirstAdministrator(
  { db, auth, now }: Pick<SetupDeps, 'db' | 'auth' | 'now'>,
  token: string,
  input: SetupAdministratorInput,
): Promise<{ userId: string; email: string }> {
  const email = normalizeEmail(input.email);
  const names = { firstName: input.firstName.trim(), lastName: input.lastName.trim() };
  // Hashing is slow on purpose: done before the transaction, which on the embedded database holds the
  // only connection.
  const passwordHash = await hashPassword(auth, input.password);
  const userId = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fmc: first administrator'))`);
    const found = await findSetupLink(tx, token, now());
    if (found !== 'usable') refuseSetupLink(found);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (taken) throw conflict(SETUP_MESSAGES.accountExists, 'ACCOUNT_EXISTS');

    const created = await createCredentialAccount(auth, tx, {
      email,
      passwordHash,
      name: `${names.firstName} ${names.lastName}`,
      accessLinkSignUp: false,
    });
    await tx.insert(adminUsers).values({ userId: created.userId });
    // Administrators may use the member area, which needs a member row; a row already there for the
    // email (someone imported before setup) becomes theirs.
    const [existing] = await tx
      .select({ id: attendees.id })
      .from(attendees)
      .where(sql`lower(${attendees.email}) = ${email}`)
      .limit(1);
    if (existing) {
      await tx.update(attendees).set({ userId: created.userId, onboardingCompleted: true }).where(eq(attendees.id, existing.id));
    } else {
      await tx.insert(attendees).values({ userId: created.userId, email, ...names, onboardingCompleted: true });
    }
    await spendSetupLinks(tx, now());
    await recordAudit(tx, {
      actor: { userId: created.userId, email },
      action: 'setup.administrator',
      targetEmail: email,
      at: now(),
    });
    return created.userId;
  });
  return { userId, email };
}

/**
 * Signs the new administrator in through Better Auth's own email sign-in (so its session rules and the
 * sign-in decision apply): answers the Set-Cookie values to pass on, or none if it refused.
 */
export async function startAdministratorSession(auth: Auth, input: SetupAdministratorInput, headers: Headers): Promise<string[]> {
  return startPasswordSession(
    auth,
    { email: normalizeEmail(input.email), password: input.password },
    headers,
    'the new administrator',
  );
}

/** The demo content of `npm run db:seed`, for an administrator on a network without members yet. */
export async function loadDemoContent(
  { db, auth, now }: Pick<SetupDeps, 'db' | 'auth' | 'now'>,
  actor: AuditActor,
): Promise<DemoContentResult> {
  try {
    const { signIns, ...added } = await seedDemoData({ db, auth }, { force: false, now: now() });
    // After the content, which the seed writes in steps of its own: what was added is what the record says.
    await recordAudit(db, { actor, action: 'setup.demo-content', details: added, at: now() });
    return { success: true, message: SETUP_MESSAGES.demoLoaded, added, signIns };
  } catch (error) {
    if (error instanceof SeedRefusedError) throw conflict(SETUP_MESSAGES.membersExist, 'MEMBERS_EXIST');
    throw error;
  }
}
