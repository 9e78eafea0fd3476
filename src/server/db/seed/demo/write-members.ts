// Writes the demo's organisers and members: accounts, member rows with their interests and summaries, the
// deactivated ones, and the password accounts of the members who can sign in.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DemoSignIn } from '../../../../common/contracts/setup';
import { createCredentialAccount } from '../../../auth/accounts';
import type { Auth } from '../../../auth/auth';
import { countMembers } from '../../members';
import { adminUsers, attendeeInterests, attendees, attendeeSummaries, bannedUsers, users } from '../../schema';
import { DEMO_ORGANISERS } from './members';
import { DAY, demoEmail, existingLower, type SeedContext } from './shared';

const lowerUserEmail = sql<string>`lower(${users.email})`;
const lowerMemberEmail = sql<string>`lower(${attendees.email})`;

/**
 * The organisers, as administrators with a member row of their own and no password: their emails are the
 * ones the replies are recorded under. Only those whose address has no account yet are added.
 */
export async function writeOrganisers({ tx, at }: SeedContext): Promise<string[]> {
  const organisers = DEMO_ORGANISERS.map((o) => ({ ...o, email: demoEmail(o.firstName, o.lastName) }));
  const taken = await existingLower(
    tx,
    lowerUserEmail,
    users,
    organisers.map((o) => o.email),
  );
  const joined = at(365 * DAY);
  for (const o of organisers.filter((candidate) => !taken.has(candidate.email))) {
    const userId = randomUUID();
    const name = `${o.firstName} ${o.lastName}`;
    await tx
      .insert(users)
      .values({ id: userId, name, email: o.email, emailVerified: true, createdAt: joined, updatedAt: joined });
    await tx.insert(adminUsers).values({ userId, createdAt: joined });
    await tx
      .insert(attendees)
      .values({
        userId,
        email: o.email,
        firstName: o.firstName,
        lastName: o.lastName,
        onboardingCompleted: true,
        createdAt: joined,
      })
      .onConflictDoNothing();
  }
  return organisers.map((o) => o.email);
}

type HashedSignIn = DemoSignIn & { passwordHash: string };

/**
 * The members not there yet (by email), each with an account unless they never signed in; the members
 * marked demoSignIn get a password account. Answers how many of the added rows are members (the one
 * definition) and the sign-ins made.
 */
export async function writeMembers(
  ctx: SeedContext,
  auth: Auth,
  signIns: HashedSignIn[],
): Promise<{ members: number; signIns: DemoSignIn[] }> {
  const { tx, members } = ctx;
  const takenEmails = await existingLower(
    tx,
    lowerMemberEmail,
    attendees,
    members.map((m) => m.email),
  );
  const newMembers = members.filter((m) => !takenEmails.has(m.email));
  if (!newMembers.length) return { members: 0, signIns: [] };

  // Accounts first, so the member rows are written with theirs and the database's activity triggers see
  // who signed in. An address that has an account already keeps it, and its password, which nobody here knows.
  const takenAccounts = await existingLower(
    tx,
    lowerUserEmail,
    users,
    newMembers.map((m) => m.email),
  );
  const userIdByEmail = new Map<string, string>();
  const made: DemoSignIn[] = [];
  for (const m of newMembers) {
    if (m.neverLoggedIn || takenAccounts.has(m.email)) continue;
    const signIn = signIns.find((s) => s.email === m.email);
    if (signIn) {
      const { userId } = await createCredentialAccount(auth, tx, {
        email: signIn.email,
        passwordHash: signIn.passwordHash,
        name: signIn.name,
        accessLinkSignUp: false,
      });
      userIdByEmail.set(m.email, userId);
      made.push({ name: signIn.name, email: signIn.email, password: signIn.password });
      continue;
    }
    const userId = randomUUID();
    await tx.insert(users).values({
      id: userId,
      name: m.name,
      email: m.email,
      emailVerified: true,
      accessLinkSignUp: true,
      banned: m.banned ?? false,
      banReason: m.banned ? 'Administrative action' : null,
      createdAt: m.createdAt,
      updatedAt: m.lastLogin ?? m.createdAt,
    });
    userIdByEmail.set(m.email, userId);
  }

  const inserted = await tx
    .insert(attendees)
    .values(
      newMembers.map((m) => ({
        userId: userIdByEmail.get(m.email) ?? null,
        firstName: m.firstName,
        lastName: m.lastName,
        email: m.email,
        company: m.company,
        jobTitle: m.jobTitle,
        industry: m.industry,
        onboardingCompleted: m.onboarded ?? true,
        archived: m.archived ?? false,
        lastLogin: m.lastLogin,
        createdAt: m.createdAt,
        updatedAt: m.lastLogin ?? m.createdAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: attendees.id, email: attendees.email });
  const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
  const added = newMembers.filter((m) => idByEmail.has(m.email));
  const interestRows = added.flatMap((m) =>
    m.interests.map(([interestName, category]) => ({
      attendeeId: idByEmail.get(m.email)!,
      interestName,
      category,
      createdAt: m.createdAt,
    })),
  );
  if (interestRows.length) await tx.insert(attendeeInterests).values(interestRows);
  const summaryRows = added.map((m) => ({ attendeeId: idByEmail.get(m.email)!, summaryText: m.summary, createdAt: m.createdAt }));
  if (summaryRows.length) await tx.insert(attendeeSummaries).values(summaryRows);

  await writeBans(ctx, userIdByEmail);
  return { members: await countMembers(tx, [...idByEmail.values()]), signIns: made };
}

/** The deactivated demo members: the ban's record, and their account's own flag (written with it). */
async function writeBans({ tx, members, at }: SeedContext, userIdByEmail: Map<string, string>) {
  const banned = members.filter((m) => m.banned);
  const taken = await existingLower(
    tx,
    sql<string>`lower(${bannedUsers.email})`,
    bannedUsers,
    banned.map((m) => m.email),
  );
  const newBans = banned.filter((m) => !taken.has(m.email));
  if (!newBans.length) return;
  await tx
    .insert(bannedUsers)
    .values(
      newBans.map((m, i) => ({
        email: m.email,
        userId: userIdByEmail.get(m.email) ?? null,
        bannedReason: 'Administrative action',
        bannedAt: at((20 + i * 17) * DAY),
      })),
    )
    .onConflictDoNothing();
}
