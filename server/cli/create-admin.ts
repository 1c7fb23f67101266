import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { DatabaseInUseError, migrateDatabase, openDatabase } from '../db/client';
import {
  createOrPromoteAdmin,
  emailField,
  nameField,
  newPasswordField,
  phoneField,
} from '../services/accounts';

const USAGE = 'Usage: npm run create-admin -- --email E --password P --name N [--phone +49...]';

const argsSchema = z.object({
  email: emailField,
  password: newPasswordField,
  name: nameField.optional(),
  phone: phoneField.default('+4989000000'),
});

async function main(): Promise<number> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
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
  const input = parsed.data;

  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(
      `${error.message}\nThe embedded database allows one process at a time: stop the running server first, ` +
        'or run this command with DATABASE_URL pointing at the PostgreSQL database the server uses.',
    );
    return 1;
  }
  try {
    await migrateDatabase(database);
    const outcome = await createOrPromoteAdmin(database.db, input);
    console.log(
      outcome === 'created'
        ? `Created the confirmed admin account ${input.email}.`
        : `Promoted ${input.email} to ADMIN and set the new password (existing sessions of this account ended).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
