// npm run admin:create -- --email E [--first-name F --last-name L] [--create]
// The password is asked for with hidden input in a terminal, or read from ADMIN_PASSWORD (scripts).
// --password still works, but puts the password in the shell's history and npm's output.
// Everything is checked before the database is opened: a refused command leaves nothing on disk, and
// answers at once (the database and auth code load only once the input is good).
import { createAdministratorSchema } from '../../common/contracts/setup';
import { ROUTES } from '../../common/routes';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validation';
import { checkCliDatabase, openCliContext, parseArgs, runCommand, UsageError } from './context';
import { promptHidden } from './prompt';

const USAGE = [
  'Usage: npm run admin:create -- --email you@example.com [--first-name F --last-name L] [--create]',
  '  The password is asked for (hidden), or read from ADMIN_PASSWORD; at least 6 characters.',
  '  --create  start a new database in DATA_DIR when there is none yet',
].join('\n');

const FLAGS = new Set(['email', 'password', 'first-name', 'last-name', 'create']);

/** Throws the refusal of a shared check as the command's own message, with the usage below it. */
function checkInput<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof HttpError) throw new UsageError(`${error.message}\n${USAGE}`);
    throw error;
  }
}

/** The password from --password (warned about), ADMIN_PASSWORD, or a hidden prompt in a terminal. */
async function readPassword(flag: string | true | undefined): Promise<string> {
  if (typeof flag === 'string') {
    console.error(
      "Warning: --password puts the password in your shell history and npm's output. Leave it out to be asked for it, or set ADMIN_PASSWORD.",
    );
    return flag;
  }
  if (flag === true) throw new UsageError(USAGE);
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    throw new UsageError(`No password given: run the command in a terminal to be asked for it, or set ADMIN_PASSWORD.\n${USAGE}`);
  }
  const password = await promptHidden('Password for the administrator (hidden): ');
  checkInput(() => parseInput(createAdministratorSchema.pick({ password: true }), { password }));
  const again = await promptHidden('The same password again: ');
  if (again !== password) throw new UsageError('The two passwords are not the same; nothing was created.');
  return password;
}

runCommand(async () => {
  const args = parseArgs(process.argv.slice(2));
  const unknown = Object.keys(args).filter((name) => !FLAGS.has(name));
  if (unknown.length || typeof args.email !== 'string' || (args.create !== undefined && args.create !== true)) {
    throw new UsageError(unknown.length ? `Unknown option --${unknown[0]}\n${USAGE}` : USAGE);
  }
  const details = {
    email: args.email,
    firstName: typeof args['first-name'] === 'string' ? args['first-name'] : undefined,
    lastName: typeof args['last-name'] === 'string' ? args['last-name'] : undefined,
  };
  checkInput(() => parseInput(createAdministratorSchema.omit({ password: true }), details));
  checkCliDatabase({ name: 'admin:create', create: args.create === true });
  const password = await readPassword(args.password);
  checkInput(() => parseInput(createAdministratorSchema, { ...details, password }));

  const { createAdministrator } = await import('../features/admins/service');
  const context = await openCliContext('the admin:create command');
  try {
    const result = await createAdministrator(context, { ...details, password });
    const signIn = `Sign in at ${context.config.publicBaseUrl}${ROUTES.login}`;
    const said = {
      created: `Created administrator ${result.email}. ${signIn}`,
      promoted: `Promoted existing account ${result.email} to administrator (its password is unchanged). ${signIn}`,
      unchanged: `${result.email} is already an administrator; nothing changed. ${signIn}`,
    }[result.outcome];
    console.log(said);
    // Issue 37: a new administrator is led to two-factor sign-in, which the organisers may require.
    if (result.outcome !== 'unchanged')
      console.log(`Then protect it with two-factor sign-in: ${context.config.publicBaseUrl}${ROUTES.adminSecurity}`);
  } finally {
    await context.close();
  }
});
