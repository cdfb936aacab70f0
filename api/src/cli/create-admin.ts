// npm run create-admin -- --email … --password … [--first-name … --last-name …]
// Creates an ADMIN, or promotes the account with that address, on the configured database.
import { loadConfig, type Config } from '../config/config.ts';
import { dataDirLayout } from '../config/data-dir.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { AppError } from '../http/app-error.ts';
import { parseInput } from '../http/validate.ts';
import { translate } from '../i18n/messages.ts';
import { adminCredentialsSchema, createOrPromoteAdmin } from '../iam/users/admin-accounts.ts';
import { readOptions, runCommand, UsageError } from './cli-options.ts';
import { apiAnswers } from './running-api.ts';

const USAGE = `Usage: npm run create-admin -- --email <address> --password <at least 8 characters> [--first-name <name>] [--last-name <name>]

Creates an administrator (verified and approved), or makes the account with that address an
administrator signing in with that password. Uses DATABASE_URL when set, else the embedded
database under DATA_DIR: stop the api first, the embedded database allows one process.
`;

function readArguments(argv: string[]) {
  const values = readOptions(argv, {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) return undefined;
  if (values.email === undefined) throw new UsageError('Missing --email');
  if (values.password === undefined) throw new UsageError('Missing --password');
  try {
    return parseInput(adminCredentialsSchema, {
      email: values.email,
      password: values.password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const problems = Object.entries(error.fields ?? {}).map(
      ([field, problem]) => `${field}: ${translate(problem.key, 'en', problem.params)}`,
    );
    throw new UsageError(problems.join('\n') || translate(error.key, 'en', error.params));
  }
}

/** PGlite keeps no lock of its own: a second process on its folder would corrupt it. */
async function refuseWhileApiRuns(config: Config): Promise<void> {
  if (config.databaseUrl) return;
  if (await apiAnswers(config)) {
    throw new UsageError(
      `The api answers on port ${config.port} and holds the embedded database: stop it first (or use DATABASE_URL).`,
    );
  }
}

async function main(argv: string[]): Promise<number> {
  const credentials = readArguments(argv);
  if (!credentials) {
    process.stdout.write(USAGE);
    return 0;
  }
  const config = loadConfig();
  await refuseWhileApiRuns(config);
  const db = await openDatabase({ url: config.databaseUrl, dataDir: dataDirLayout(config.dataDir).database });
  try {
    await migrateToLatest(db);
    const { user, created } = await createOrPromoteAdmin(db, credentials, new Date());
    process.stdout.write(`${created ? 'Created' : 'Promoted'} administrator ${user.email} (${user.id}).\n`);
    return 0;
  } finally {
    await db.destroy();
  }
}

runCommand('create-admin', USAGE, main);
