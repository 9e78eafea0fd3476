// npm run admin:create -- --email E --password P [--first-name F --last-name L]
import { createAdministrator } from '../features/admins/service';
import { HttpError } from '../http/errors';
import { openCliContext, parseArgs, runCommand, UsageError } from './context';

const USAGE = 'Usage: npm run admin:create -- --email you@example.com --password "at least 6 characters" [--first-name F --last-name L]';

runCommand(async () => {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args.email !== 'string' || typeof args.password !== 'string') throw new UsageError(USAGE);
  const context = await openCliContext('the admin:create command');
  try {
    const result = await createAdministrator(context, {
      email: args.email,
      password: args.password,
      firstName: typeof args['first-name'] === 'string' ? args['first-name'] : undefined,
      lastName: typeof args['last-name'] === 'string' ? args['last-name'] : undefined,
    });
    const said = {
      created: `Created administrator ${result.email}. Sign in at ${context.config.publicBaseUrl}/login`,
      promoted: `Promoted existing account ${result.email} to administrator (its password is unchanged).`,
      unchanged: `${result.email} is already an administrator; nothing changed.`,
    }[result.outcome];
    console.log(said);
  } catch (error) {
    if (error instanceof HttpError) throw new UsageError(`${error.message}\n${USAGE}`);
    throw error;
  } finally {
    await context.close();
  }
});
