import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type TDatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';

const DEFAULT_TEST_DATABASE_URL = 'postgres://root@127.0.0.1:5432/test';

/**
 * A fresh, migrated database for one test file, per TEST_DB_DRIVER: `pglite` (default) is
 * in-memory; `postgres` creates `crowdeck_test_<random>` on TEST_DATABASE_URL's server and drops
 * it on close. An unreachable Postgres fails the test loudly: it is never skipped.
 */
export async function openTestDatabase(): Promise<TDatabaseHandle> {
  const driver = process.env.TEST_DB_DRIVER ?? 'pglite';
  if (driver === 'pglite') {
    const template = inject('pgliteTemplate');
    if (template) {
      return openDatabase({ inMemory: true, from: new Blob([await readFile(template)]) });
    }
    const handle = await openDatabase({ inMemory: true });
    await migrateDatabase(handle);
    return handle;
  }
  if (driver !== 'postgres') throw new Error(`Unknown TEST_DB_DRIVER "${driver}"`);

  const template = inject('postgresTemplate');
  const created = await createPostgresTestDatabase(template);
  const handle = await openDatabase({ databaseUrl: created.url });
  if (!template) await migrateDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

/**
 * An empty `crowdeck_test_<random>` database on TEST_DATABASE_URL's server, for a test that hands
 * the URL to a server process of its own (which migrates it), or a copy of the `template`
 * database. `drop` removes it, connections and all.
 */
export async function createPostgresTestDatabase(template: string | null = null): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  const name = `crowdeck_test_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Integration tests need PostgreSQL at ${adminUrl} (set TEST_DATABASE_URL): ${String(error)}`,
    );
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
