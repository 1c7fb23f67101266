import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailField, nameField, newPasswordField } from '../../common/api/fields';
import { phoneField } from '../../common/api/phone-field';
import { loadConfig } from '../config';
import { DatabaseInUseError, migrateDatabase, openDatabase } from '../db/client';
import { createLogger } from '../lib/logger';
import { createOrPromoteAdmin } from '../services/accounts';
import { promptHidden } from './hidden-prompt';
import { runCommand } from './run-command';

const USAGE =
  'Usage: npm run -s create-admin -- --email E --name N [--phone +49...]\n' +
  'The password comes from ADMIN_PASSWORD, or is asked for (not shown) when run in a terminal.';

const argsSchema = z.object({
  email: emailField,
  name: nameField.optional(),
  phone: phoneField.optional(),
});

/**
 * Never from the command line, where ps, the shell history and npm's banner would show it:
 * ADMIN_PASSWORD (for scripts), else asked twice on the terminal without echo.
 */
async function readPassword(): Promise<string | null> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return null;
  const first = await promptHidden('Password for the admin account (not shown): ');
  const second = await promptHidden('The same password again: ');
  if (first !== second) throw new Error('The two passwords differ: nothing changed.');
  return first;
}

async function main(): Promise<number> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        phone: { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  --${i.path.join('.')}: ${i.message}`).join('\n');
    console.error(`${problems}\n${USAGE}`);
    return 2;
  }
  const given = await readPassword();
  if (given === null) {
    console.error(
      `  password: set ADMIN_PASSWORD, or run the command in a terminal to be asked for it\n${USAGE}`,
    );
    return 2;
  }
  const password = newPasswordField.safeParse(given);
  if (!password.success) {
    console.error(`  password: ${password.error.issues[0]?.message}`);
    return 2;
  }
  const input = { ...parsed.data, password: password.data };

  const config = loadConfig();
  const log = createLogger(config.logLevel);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    log.error(
      `${error.message} The embedded database allows one process at a time: stop the running server first, ` +
        'or run this command with DATABASE_URL pointing at the PostgreSQL database the server uses.',
    );
    return 1;
  }
  try {
    for (const migration of await migrateDatabase(database)) log.info({ migration }, 'migration applied');
    const outcome = await createOrPromoteAdmin(database.db, input);
    log.info(
      { email: input.email, outcome },
      outcome === 'created'
        ? `Created the confirmed admin account ${input.email}.`
        : `Promoted ${input.email} to ADMIN and set the new password (existing sessions of this account ended).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main, 'creating the admin failed');
