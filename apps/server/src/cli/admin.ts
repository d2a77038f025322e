import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type TConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createUsersRepository } from '../modules/accounts/users.repository';
import { createOperatorService } from '../modules/organisations/operator.service';
import { createOrganisationsRepository } from '../modules/organisations/organisations.repository';
import { createSsoRepository } from '../modules/sso/sso.repository';
import { createS3UploadStore } from '../modules/uploads/s3-upload-store';
import { getUploadsDir } from '../modules/uploads/upload-store';
import { copyUploadsToBucket } from '../modules/uploads/uploads-to-s3';
import { ADMIN_USAGE, runAdminCommand, UsageError } from './admin-commands';

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
  // Touches no database, so it can run beside a running server (even on the embedded database).
  if (argv[0] === UPLOADS_TO_S3) return uploadsToS3(config, argv.slice(1));
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

const UPLOADS_TO_S3 = 'uploads-to-s3';

/** `uploads-to-s3 [--delete-local]`: DATA_DIR/uploads into the bucket; prints the counts. */
async function uploadsToS3(config: TConfig, args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    strict: false,
    options: { 'delete-local': { type: 'boolean' } },
  });
  const unknown = args.filter((arg) => arg !== '--delete-local');
  if (unknown.length || !config.s3) {
    const why = unknown.length
      ? `unknown option ${unknown[0]}`
      : 'S3_BUCKET is not set: configure the bucket as the server will use it (README, S3_*)';
    console.error(`${UPLOADS_TO_S3}: ${why}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  const bucket = createS3UploadStore(config.s3);
  try {
    await bucket.verify();
    const from = getUploadsDir(config.dataDir);
    const counts = await copyUploadsToBucket({
      dir: from,
      bucket,
      deleteLocal: values['delete-local'] === true,
    });
    process.stdout.write(`${JSON.stringify({ from, to: bucket.location, ...counts })}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    bucket.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
