import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createPostgresTestDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite data folder, that each test database starts from. */
    pgliteTemplate: string | null;
    /** A migrated PostgreSQL database that each test database is copied from. */
    postgresTemplate: string | null;
  }
}

/**
 * Vitest global setup of the integration projects: migrates one database per run and lets every
 * test file start from a copy of it, instead of running initdb (PGlite) and twenty migrations for
 * each of its test databases. A copy is what migrating gives, so tests see the same schema.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const driver = project.config.env.TEST_DB_DRIVER ?? 'pglite';
  project.provide('pgliteTemplate', null);
  project.provide('postgresTemplate', null);
  if (driver === 'pglite') {
    const handle = await openDatabase({ inMemory: true });
    await migrateDatabase(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const tarball = await client.dumpDataDir('none');
    await handle.close();
    const file = path.join(
      tmpdir(),
      `crowdeck-pglite-template-${randomBytes(6).toString('hex')}.tar`,
    );
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    return () => rm(file, { force: true });
  }
  const template = await createPostgresTestDatabase();
  const handle = await openDatabase({ databaseUrl: template.url });
  await migrateDatabase(handle);
  await handle.close();
  project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
  return () => template.drop();
}
