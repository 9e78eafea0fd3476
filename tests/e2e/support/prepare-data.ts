// Runs before the e2e server starts (the embedded database belongs to one process): creates the
// accounts the journeys sign in with, with passwords made for this run, and writes them to a file.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { createAuth } from '../../../src/server/auth/auth';
import { createPasswordAccount } from '../../../src/server/auth/accounts';
import { openDatabase } from '../../../src/server/db/client';
import { attendees, bannedUsers, users } from '../../../src/server/db/schema';
import { loadConfig } from '../../../src/server/env';
import { createAdministrator } from '../../../src/server/features/admins/service';
import { createMailDelivery } from '../../../src/server/mail/delivery';
import { createMailer } from '../../../src/server/mail/mailer';

export type E2EAccount = { email: string; password: string; firstName: string; lastName: string };
export type E2EAccounts = Record<'admin' | 'member' | 'banned' | 'resetter', E2EAccount>;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ kind: 'pglite-dir', dataDir: config.dataDir, lockOwner: 'the e2e preparation' });
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
  };
  await createAdministrator({ db: database.db, auth }, accounts.admin);
  for (const key of ['member', 'banned', 'resetter'] as const) {
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
