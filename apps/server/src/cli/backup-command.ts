import { parseArgs } from 'node:util';
import type { TConfig } from '../config';
import { ADMIN_USAGE } from './admin-commands';
import { BackupError, createBackup, restoreBackup } from './backup';
import { errorMessage } from '../lib/objects';

/**
 * `backup <file>` and `restore <file> [--force]` of `npm run admin`: prints one JSON line
 * (the manifest, or what was restored) and returns the exit code — 2 for a usage mistake or a
 * refusal (message on stderr), 0 on success.
 */
export async function runBackupCommand(
  argv: string[],
  config: Pick<TConfig, 'dataDir' | 'databaseUrl' | 's3'>,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { force: { type: 'boolean', default: false } },
    });
  } catch (error) {
    console.error(`${errorMessage(error)}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  const [command, file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0 || (command === 'backup' && parsed.values.force)) {
    console.error(
      `${command} takes one file${command === 'restore' ? ' and --force' : ''}.\n\n${ADMIN_USAGE}`,
    );
    return 2;
  }
  const target = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  if (config.s3) {
    // Uploads in a bucket are not in DATA_DIR: the bucket has its own means (versioning, replicas).
    console.error(
      `Uploads are in the S3 bucket ${config.s3.bucket}: back it up with the bucket's own tools. This ${command} covers the database and DATA_DIR/uploads only.`,
    );
  }
  try {
    if (command === 'backup') {
      const manifest = await createBackup(target, file);
      process.stdout.write(`${JSON.stringify({ file, ...manifest })}\n`);
    } else {
      const restored = await restoreBackup(target, file, { force: parsed.values.force === true });
      process.stdout.write(`${JSON.stringify({ file, ...restored })}\n`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 2;
  }
}
