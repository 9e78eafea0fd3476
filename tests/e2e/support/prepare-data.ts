// Runs before the e2e server starts (the embedded database belongs to one process): creates the
// accounts the journeys sign in with, with passwords made for this run, and writes them to a file.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { createAuth } from '../../../src/server/auth/auth';
import { createPasswordAccount } from '../../../src/server/auth/accounts';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { attendees, bannedUsers, notifications, users } from '../../../src/server/db/schema';
import { loadConfig } from '../../../src/server/env';
import { createAdministrator } from '../../../src/server/features/admins/service';
import { createMailDelivery, markUndeliverable } from '../../../src/server/mail/delivery';
import { createMailer } from '../../../src/server/mail/mailer';

export type E2EAccount = { email: string; password: string; firstName: string; lastName: string };
export type E2EAccounts = Record<'admin' | 'member' | 'banned' | 'resetter' | 'notified' | 'bounced', E2EAccount>;

/** News the notifications journey finds waiting: three unread of the last days and one read last week. The
 * server's own paths write rows like these (issue 34); here they are written before it starts. */
async function insertNotifications(db: Database, userId: string) {
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  await db.insert(notifications).values([
    {
      userId,
      kind: 'introduction-request',
      title: 'Maya Patel asks to connect',
      body: '“We are both opening franchises in Austin this spring; I would love to compare notes.”',
      link: '/connections',
      createdAt: ago(12),
    },
    {
      userId,
      kind: 'team-reply',
      title: 'The team replied to your question',
      body: 'About finding a lender for a second location',
      link: '/chat',
      createdAt: ago(3 * 60),
    },
    {
      userId,
      kind: 'event-changed',
      title: 'Founders’ Salon moves to 7:00 PM',
      body: 'Thursday at The Reading Room, Chicago',
      link: '/salonss',
      createdAt: ago(26 * 60),
    },
    {
      userId,
      kind: 'newsletter',
      title: 'New newsletter: The November Briefing',
      body: 'Salon notes, new members and what is next',
      link: '/newsletters',
      createdAt: ago(6 * 24 * 60),
      readAt: ago(5 * 24 * 60),
    },
  ]);
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite-dir', dataDir: config.dataDir, lockOwner: 'the e2e preparation' },
  );
  const mailer = createMailer(config.mail);
  const auth = createAuth({
    db: database.db,
    config,
    mailer: createMailDelivery({ db: database.db, transport: mailer, config, now: () => new Date() }),
    now: () => new Date(),
  });
  const password = () => randomBytes(12).toString('base64url');
  const accounts: E2EAccounts = {
    admin: { email: 'admin@e2e.example.com', password: password(), firstName: 'Avery', lastName: 'Admin' },
    member: { email: 'member@e2e.example.com', password: password(), firstName: 'Morgan', lastName: 'Reyes' },
    banned: { email: 'banned@e2e.example.com', password: password(), firstName: 'Blake', lastName: 'Banned' },
    resetter: { email: 'resetter@e2e.example.com', password: password(), firstName: 'Riley', lastName: 'Reset' },
    // The notifications journey's member, with news of their own (below), so the bell of the other journeys'
    // member stays at nothing.
    notified: { email: 'notified@e2e.example.com', password: password(), firstName: 'Nico', lastName: 'Okafor' },
    // The undeliverable address journey's member: their address was refused for good (below), as a mail
    // server's 5xx at send time marks it; the outbox the e2e server writes to cannot refuse.
    bounced: { email: 'bounced@e2e.example.com', password: password(), firstName: 'Bea', lastName: 'Bounced' },
  };
  await createAdministrator({ db: database.db, auth }, accounts.admin);
  for (const key of ['member', 'banned', 'resetter', 'notified', 'bounced'] as const) {
    const account = accounts[key];
    const { userId } = await createPasswordAccount(auth, database.db, {
      email: account.email,
      password: account.password,
      name: `${account.firstName} ${account.lastName}`,
      accessLinkSignUp: false,
    });
    await database.db.insert(attendees).values({
      userId,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      company: 'Northwind Franchising',
      jobTitle: 'Director of Partnerships',
      industry: 'Franchise',
      onboardingCompleted: true,
    });
    if (key === 'notified') await insertNotifications(database.db, userId);
    if (key === 'bounced') {
      await markUndeliverable(
        database.db,
        account.email,
        550,
        '5.1.1 <bounced@e2e.example.com>: mailbox unavailable',
        new Date(),
      );
    }
    if (key === 'banned') {
      await database.db.update(users).set({ banned: true, banReason: 'Administrative action' }).where(eq(users.id, userId));
      await database.db.insert(bannedUsers).values({ userId, email: account.email });
    }
  }
  writeFileSync(process.env.E2E_ACCOUNTS_FILE!, JSON.stringify(accounts, null, 2));
  mailer.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
