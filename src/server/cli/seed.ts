// npm run db:seed [-- --force]
// Fills an empty database with demo content. With --force it also adds to a database that already has
// members, skipping whatever demo rows are there already.
import { seedDemoData, SeedRefusedError } from '../db/seed/demo-data';
import { openCliContext, parseArgs, runCommand, UsageError } from './context';

const USAGE = 'Usage: npm run db:seed [-- --force]';

runCommand(async () => {
  const args = parseArgs(process.argv.slice(2));
  const unknown = Object.keys(args).filter((name) => name !== 'force');
  if (unknown.length || (args.force !== undefined && args.force !== true)) throw new UsageError(USAGE);

  const context = await openCliContext('the db:seed command');
  try {
    const added = await seedDemoData(context.db, { force: args.force === true, now: new Date() });
    const where = context.config.databaseUrl ? 'the PostgreSQL database' : `the database in ${context.config.dataDir}`;
    console.log(
      `Added ${added.members} members, ${added.conversations} conversations, ${added.accessRequests} access requests, ` +
        `${added.events} events, ${added.posts} posts and ${added.spotlight} spotlight items to ${where}.`,
    );
    console.log('Create an administrator with: npm run admin:create -- --email you@example.com --password …');
  } catch (error) {
    if (error instanceof SeedRefusedError) throw new UsageError(error.message);
    throw error;
  } finally {
    await context.close();
  }
});
