import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import { z } from 'zod';
import { countAccounts, dropCrowdeckSchemas, dumpPglite, loadPglite } from '../db/backup-database';
import { openDatabase, type TDatabaseDriver, type TDatabaseHandle } from '../db/client';
import { readMigrationLevel, shippedMigrations } from '../db/migration-level';
import { migrateDatabase } from '../db/migrate';
import { SERVER_ROOT } from '../server-root';
import { getUploadsDir } from '../modules/uploads/upload-store';

const run = promisify(execFile);

/** What names an archive as a Crowdeck backup, and the layout version this code writes. */
export const BACKUP_FORMAT = 'crowdeck-backup';
const FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';
/** The database inside the archive: PGlite's data folder as a tar, or pg_dump's custom format. */
const DATABASE_FILES: Record<TDatabaseDriver, string> = {
  pglite: 'database.pglite.tar',
  postgres: 'database.pgdump',
};
const UPLOADS = 'uploads';

/** manifest.json at the top of every archive. */
export const ZBackupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  /** The server version that wrote it (apps/server/package.json). */
  crowdeckVersion: z.string(),
  driver: z.enum(['pglite', 'postgres']),
  /** Migrations applied to the database when it was saved, and the newest one's tag. */
  migrations: z.object({ count: z.number().int().min(0), tag: z.string().nullable() }),
  createdAt: z.iso.datetime(),
  database: z.enum([DATABASE_FILES.pglite, DATABASE_FILES.postgres]),
  /** Files in uploads/ (images people uploaded). */
  uploads: z.number().int().min(0),
});
export type TBackupManifest = z.infer<typeof ZBackupManifestSchema>;

/** Where the server keeps its data: the same variables the server reads. */
export interface TBackupTarget {
  dataDir: string;
  databaseUrl: string | null;
}

/** A refusal or failure the operator can act on; its message says what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const driverOf = (target: TBackupTarget): TDatabaseDriver =>
  target.databaseUrl ? 'postgres' : 'pglite';

const DRIVER_NAMES: Record<TDatabaseDriver, string> = {
  pglite: 'the embedded database (PGlite, no DATABASE_URL)',
  postgres: 'PostgreSQL (DATABASE_URL)',
};

/**
 * libpq's variables for a connection string, so pg_dump and pg_restore connect without the
 * password on their command line (visible to every user of the machine in the process list).
 */
export function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: url.hostname || 'localhost',
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')),
  };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs pg_dump or pg_restore; a missing binary or its error becomes a BackupError. */
async function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string) {
  try {
    await run(tool, args, { env: libpqEnv(databaseUrl), maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    // execFile fails with an Error carrying the spawn's code, and the tool's stderr once it ran.
    const failure = error instanceof Error ? error : new Error(String(error));
    const stderr =
      'stderr' in failure && typeof failure.stderr === 'string' ? failure.stderr : undefined;
    if ('code' in failure && failure.code === 'ENOENT') {
      throw new BackupError(
        `${tool} was not found. Install PostgreSQL's client tools (Debian: postgresql-client), the same major version as the server or newer.`,
      );
    }
    throw new BackupError(`${tool} failed: ${(stderr ?? failure.message).trim()}`);
  }
}

/** The server's package.json as the backup reads it: its version only. */
const ZPackageVersionSchema = z.object({ version: z.string().catch('unknown') });

async function crowdeckVersion(): Promise<string> {
  const manifest = ZPackageVersionSchema.parse(
    JSON.parse(await readFile(path.join(SERVER_ROOT, 'package.json'), 'utf8')),
  );
  return manifest.version;
}

/** Files under a folder, counted (0 when it does not exist). */
async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

/** The embedded database folder of a DATA_DIR, and whether a database was ever created there. */
function pgliteDir(dataDir: string) {
  const dir = path.join(dataDir, 'pglite');
  return { dir, exists: existsSync(path.join(dir, 'PG_VERSION')) };
}

/** Opens the target's database (PGlite must exist already: a backup never creates one). */
async function openTarget(target: TBackupTarget): Promise<TDatabaseHandle> {
  if (target.databaseUrl) return openDatabase({ databaseUrl: target.databaseUrl });
  if (!pgliteDir(target.dataDir).exists) {
    throw new BackupError(
      `There is no embedded database in ${pgliteDir(target.dataDir).dir}. Set DATA_DIR (or DATABASE_URL) as the server has it.`,
    );
  }
  return openDatabase({ dataDir: target.dataDir });
}

/**
 * `npm run admin -- backup <file>`: the database and the uploads in one gzipped tar with a
 * manifest. PGlite: its data folder (stop the server first — the embedded database has one user
 * at a time). PostgreSQL: pg_dump's custom format, a consistent snapshot while the server runs.
 */
export async function createBackup(target: TBackupTarget, file: string): Promise<TBackupManifest> {
  const driver = driverOf(target);
  const staging = path.join(
    path.dirname(path.resolve(file)),
    `.crowdeck-backup-${randomBytes(6).toString('hex')}`,
  );
  await mkdir(staging, { recursive: true });
  try {
    const database = await openTarget(target);
    let migrations;
    try {
      migrations = await readMigrationLevel(database.db);
      if (driver === 'pglite') {
        await writeFile(path.join(staging, DATABASE_FILES.pglite), await dumpPglite(database));
      }
    } finally {
      await database.close();
    }
    if (target.databaseUrl) {
      const out = path.join(staging, DATABASE_FILES.postgres);
      const args = ['--format=custom', '--no-owner', '--no-privileges', '--file', out];
      await runPgTool('pg_dump', args, target.databaseUrl);
    }
    const uploadsDir = getUploadsDir(target.dataDir);
    const entries = [MANIFEST, DATABASE_FILES[driver]];
    if (existsSync(uploadsDir)) {
      // Archived through a link (tar follows it) rather than copied: uploads can be large.
      await symlink(path.resolve(uploadsDir), path.join(staging, UPLOADS), 'dir');
      entries.push(UPLOADS);
    }
    const manifest: TBackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: FORMAT_VERSION,
      crowdeckVersion: await crowdeckVersion(),
      driver,
      migrations,
      createdAt: new Date().toISOString(),
      database: DATABASE_FILES[driver],
      uploads: await countFiles(uploadsDir),
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${path.resolve(file)}.partial`;
    try {
      await tar.create(
        { gzip: true, file: partial, cwd: staging, follow: true, portable: true },
        entries,
      );
      await rename(partial, path.resolve(file));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Reads and checks an archive's manifest against this build and the target's driver. */
function checkManifest(raw: unknown, target: TBackupTarget): TBackupManifest {
  const parsed = ZBackupManifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new BackupError(
      `This is not a Crowdeck backup this version can read (manifest.json: ${parsed.error.issues[0]?.message ?? 'invalid'}).`,
    );
  }
  const manifest = parsed.data;
  const driver = driverOf(target);
  if (manifest.driver !== driver) {
    throw new BackupError(
      `This backup holds ${DRIVER_NAMES[manifest.driver]}, but this server uses ${DRIVER_NAMES[driver]}. Restore it with the same database settings it was made with.`,
    );
  }
  const shipped = shippedMigrations();
  const { count, tag } = manifest.migrations;
  if (count > shipped.length) {
    throw new BackupError(
      `This backup was made by a newer Crowdeck (database at migration ${count}, ${tag}; this version knows ${shipped.length}). Upgrade Crowdeck, then restore.`,
    );
  }
  if (count > 0 && shipped[count - 1]?.tag !== tag) {
    throw new BackupError(
      `This backup's database is at migration ${tag}, which this version of Crowdeck does not have at position ${count}.`,
    );
  }
  return manifest;
}

/**
 * `npm run admin -- restore <file> [--force]`: puts a backup's database and uploads in place of
 * the target's. Refuses an archive of the other driver or of a newer Crowdeck, and a target that
 * already holds accounts or uploads unless `force`. The database is then migrated to this
 * version's level, as the server would at its next start. Stop the server(s) first.
 */
export async function restoreBackup(
  target: TBackupTarget,
  file: string,
  options: { force: boolean },
): Promise<{ manifest: TBackupManifest; migrations: { count: number; tag: string | null } }> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  await mkdir(target.dataDir, { recursive: true });
  const staging = path.join(target.dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  await mkdir(staging);
  try {
    await tar
      .extract({
        file,
        cwd: staging,
        strict: true,
        // Plain files and folders only: no links that could point a later write elsewhere.
        filter: (_path, entry) =>
          !('type' in entry) || entry.type === 'File' || entry.type === 'Directory',
      })
      .catch((error: unknown) => {
        throw new BackupError(`${file} is not a readable backup archive: ${String(error)}`);
      });
    const manifestText = await readFile(path.join(staging, MANIFEST), 'utf8').catch(() => {
      throw new BackupError(`${file} has no manifest.json: it is not a Crowdeck backup.`);
    });
    const manifest = checkManifest(JSON.parse(manifestText), target);
    const databaseFile = path.join(staging, DATABASE_FILES[manifest.driver]);
    if (!existsSync(databaseFile)) throw new BackupError(`${file} has no ${manifest.database}.`);

    const uploadsDir = getUploadsDir(target.dataDir);
    const uploadsHeld = await countFiles(uploadsDir);
    const existing = target.databaseUrl || pgliteDir(target.dataDir).exists;
    const accounts = existing ? await withDatabase(target, (d) => countAccounts(d.db)) : 0;
    if ((accounts > 0 || uploadsHeld > 0) && !options.force) {
      throw new BackupError(
        `The target already holds ${accounts} account(s) and ${uploadsHeld} upload(s). Add --force to replace them with the backup (they are lost).`,
      );
    }

    if (target.databaseUrl) {
      const url = target.databaseUrl;
      await withDatabase(target, (database) => dropCrowdeckSchemas(database.db));
      await runPgTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          // The database's name only: host, user and password come from libpq's variables.
          `--dbname=${libpqEnv(url).PGDATABASE}`,
          databaseFile,
        ],
        url,
      );
    } else {
      await loadPglite(pgliteDir(target.dataDir).dir, await readFile(databaseFile));
    }

    await rm(uploadsDir, { recursive: true, force: true });
    const stagedUploads = path.join(staging, UPLOADS);
    if (existsSync(stagedUploads) && (await stat(stagedUploads)).isDirectory()) {
      await rename(stagedUploads, uploadsDir);
    } else {
      await mkdir(uploadsDir, { recursive: true });
    }

    const migrations = await withDatabase(target, async (database) => {
      await migrateDatabase(database);
      return readMigrationLevel(database.db);
    });
    return { manifest, migrations };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function withDatabase<T>(
  target: TBackupTarget,
  work: (database: TDatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await openTarget(target);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
