// npm run db:seed [-- --force] [--create]
// Fills an empty database with demo content, and prints two demo members' sign-ins (passwords made now,
// shown only now). With --force it also adds to a database that already has members, skipping whatever
// demo rows are there already.
import { ROUTES } from '../../common/routes';
import { checkCliDatabase, openCliContext, parseArgs, runCommand, UsageError } from './context';

const USAGE = [
  'Usage: npm run db:seed [-- --force] [--create]',
  '  --force   add the demo content to a database that already has members',
  '  --create  start a new database in DATA_DIR when there is none yet',
].join('\n');

runCommand(async () => {
  const args = parseArgs(process.argv.slice(2));
  const unknown = Object.keys(args).filter((name) => name !== 'force' && name !== 'create');
  if (unknown.length || Object.values(args).some((value) => value !== true)) throw new UsageError(USAGE);
  checkCliDatabase({ name: 'db:seed', create: args.create === true });

  const [{ administratorExists }, { seedDemoData, SeedRefusedError }] = await Promise.all([
    import('../features/setup/service'),
    import('../db/seed/demo-data'),
  ]);
  const context = await openCliContext('the db:seed command');
  try {
    const { signIns, ...added } = await seedDemoData(context, { force: args.force === true, now: new Date() });
    const where = context.config.databaseUrl ? 'the PostgreSQL database' : `the database in ${context.config.dataDir}`;
    console.log(
      `Added ${added.members} members, ${added.conversations} conversations, ${added.faqEntries} FAQ entries, ` +
        `${added.accessRequests} access requests, ${added.events} events with ${added.rsvps} answers, ` +
        `${added.introductions} introductions, ${added.posts} posts and ${added.spotlight} spotlight items to ${where}.`,
    );
    const loginUrl = `${context.config.publicBaseUrl}${ROUTES.login}`;
    if (signIns.length) {
      console.log(`\nSign in as a demo member at ${loginUrl} (these passwords are shown only now):`);
      const width = Math.max(...signIns.map((s) => s.email.length));
      for (const s of signIns) console.log(`  ${s.email.padEnd(width)}  ${s.password}   (${s.name})`);
    } else {
      console.log('\nNo demo sign-ins were made: the demo members who have one already had their accounts.');
    }
    // The demo's organisers are administrators nobody signs in as: they do not count.
    if (!(await administratorExists(context.db))) {
      console.log(
        '\nNo administrator yet: start the server (npm start) and open the setup link it prints, or run npm run admin:create.',
      );
    }
  } catch (error) {
    if (error instanceof SeedRefusedError) throw new UsageError(error.message);
    throw error;
  } finally {
    await context.close();
  }
});
