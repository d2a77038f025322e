import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createUsersRepository } from '../modules/accounts/users.repository';
import { createOperatorService } from '../modules/organisations/operator.service';
import { createOrganisationsRepository } from '../modules/organisations/organisations.repository';
import { createSsoRepository } from '../modules/sso/sso.repository';
import { ADMIN_USAGE, runAdminCommand, UsageError } from './admin-commands';
import { runBackupCommand } from './backup-command';

/**
 * `npm run admin -- <command>`: the operator's command line, on the database the server uses
 * (DATABASE_URL, else the embedded database in DATA_DIR — stop the server first then, since the
 * embedded database has one user at a time; or use the operator API).
 */
async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (!argv.length || argv.includes('--help')) {
    process.stdout.write(`${ADMIN_USAGE}\n`);
    return argv.length ? 0 : 1;
  }
  const config = loadConfig();
  if (argv[0] === 'backup' || argv[0] === 'restore') return runBackupCommand(argv, config);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await migrateDatabase(database);
    const service = createOperatorService({
      repo: createOrganisationsRepository(database.db),
      users: createUsersRepository(database.db),
      domains: createSsoRepository(database.db),
    });
    process.stdout.write(`${await runAdminCommand(argv, service)}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
    console.error(`${error.message}\n\n${ADMIN_USAGE}`);
    return 2;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
