// Demo content for `npm run db:seed` and the setup page: believable members, Ask entries in every state
// answered by the demo's organisers, access requests, Cultural Salons with their answers and check-ins,
// introductions, FAQ entries, newsletters and the spotlight, so every screen (the response times, the
// community health, the introductions included) has something to show. The content is fixed, one module a
// feature in demo/; dates are relative to `now`, and the little spread in them comes from a seeded
// generator, so two runs at the same moment write the same rows (except the one-time link tokens and ids).
// Two members get sign-in passwords, so a newcomer can see the member side at once: generated on every run
// and answered once, never written in the code or kept anywhere but as a hash.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DemoContentCounts, DemoSignIn } from '../../../common/contracts/setup';
import { hashPassword } from '../../auth/accounts';
import type { Auth } from '../../auth/auth';
import type { Database } from '../client';
import { attendees, sidebarUrls } from '../schema';
import { newSeedContext, planMembers, seededRandom } from './demo/shared';
import { writeConversations, writeFaqEntries } from './demo/write-conversations';
import { writeAccessRequests, writePosts, writeSpotlight } from './demo/write-content';
import { writeEvents } from './demo/write-events';
import { writeIntroductions } from './demo/write-introductions';
import { writeMembers, writeOrganisers } from './demo/write-members';

export { ASK_QUESTIONS, DEMO_CONVERSATIONS } from './demo/conversations';
export { DEMO_MEMBERS, DEMO_ORGANISERS } from './demo/members';
export { DEMO_ACCESS_REQUESTS, DEMO_EVENTS } from './demo/requests-and-events';
export { DEMO_POSTS, DEMO_SPOTLIGHT } from './demo/posts';
export { demoEmail, slugify } from './demo/shared';

export type SeedOptions = { force: boolean; now: Date };
/** What was added, and the demo members' sign-ins: shown once, nowhere kept in the clear. */
export type SeedResult = DemoContentCounts & { signIns: DemoSignIn[] };

/** The database is not empty and the caller did not ask to add the demo content anyway. */
export class SeedRefusedError extends Error {}

/**
 * Letters and digits without the ones read alike (0 O o, 1 l I): a password copied by eye is typed right.
 * 16 characters of 55 carry about 92 bits, and fit the setup page's copy field at phone width.
 */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DEMO_PASSWORD_LENGTH = 16;
export function newDemoPassword(): string {
  const bytes = randomBytes(40);
  let password = '';
  // Rejection sampling keeps every character equally likely (256 is not a multiple of the alphabet).
  const limit = 256 - (256 % PASSWORD_ALPHABET.length);
  for (const byte of bytes) {
    if (byte < limit) password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
    if (password.length === DEMO_PASSWORD_LENGTH) return password;
  }
  return password + newDemoPassword().slice(password.length);
}

/**
 * Adds the demo content in one transaction: all of it or nothing. Refuses a database that already has
 * members (administrators' own rows aside) unless `force`, which adds only what is missing. The demo
 * members marked demoSignIn who are added now get a password account; their sign-ins are answered once.
 * `members` in the answer counts the added rows that are members by the one definition (db/members.ts).
 */
export async function seedDemoData({ db, auth }: { db: Database; auth: Auth }, options: SeedOptions): Promise<SeedResult> {
  const { now, force } = options;
  const random = seededRandom(20_240_601);
  const members = planMembers(now, random);

  // Hashing is slow on purpose: done before the transaction, which on the embedded database holds the only
  // connection.
  const signIns = await Promise.all(
    members
      .filter((m) => m.demoSignIn)
      .map(async (m) => {
        const password = newDemoPassword();
        return { name: m.name, email: m.email, password, passwordHash: await hashPassword(auth, password) };
      }),
  );

  return db.transaction(async (tx) => {
    // Two loads at once (a double click) wait for each other: the second then finds the members.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fmc: demo content'))`);
    // Administrators have a member row too; creating one first must not block the seed.
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(attendees)
      .where(sql`${attendees.userId} is null or ${attendees.userId} not in (select user_id from admin_users)`);
    if (count > 0 && !force) {
      throw new SeedRefusedError(
        `The database already has ${count} ${count === 1 ? 'member' : 'members'}; run with --force to add the demo content anyway.`,
      );
    }

    const ctx = newSeedContext(tx, now, random, members);
    const organiserEmails = await writeOrganisers(ctx);
    const written = await writeMembers(ctx, auth, signIns);
    const conversations = await writeConversations(ctx, organiserEmails);
    const faqEntries = await writeFaqEntries(ctx);
    const accessRequests = await writeAccessRequests(ctx);
    const { events, rsvps } = await writeEvents(ctx);
    const introductions = await writeIntroductions(ctx);
    const posts = await writePosts(ctx);
    const spotlight = await writeSpotlight(ctx);
    // The sidebar links record: present, with every override empty so the defaults apply.
    await tx.insert(sidebarUrls).values({ id: 1 }).onConflictDoNothing();

    return {
      members: written.members,
      conversations,
      faqEntries,
      accessRequests,
      events,
      rsvps,
      introductions,
      posts,
      spotlight,
      signIns: written.signIns,
    };
  });
}
