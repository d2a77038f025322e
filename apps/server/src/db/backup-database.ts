import { mkdir, rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { TDatabase, TDatabaseHandle } from './client';
import { selectRows } from './sql-rows';

/** An embedded database's data folder as a tar (PGlite's own dump). */
export async function dumpPglite(handle: TDatabaseHandle): Promise<Buffer> {
  if (handle.driver !== 'pglite') throw new Error('not an embedded database');
  // Cast: the pglite handle's Drizzle database keeps its PGlite client, which TDatabase does not name.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  return Buffer.from(await dump.arrayBuffer());
}

/** Replaces the embedded database folder `dir` with the data folder of a PGlite dump. */
export async function loadPglite(dir: string, tarball: Buffer): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, { loadDataDir: new Blob([new Uint8Array(tarball)]) });
  await client.close();
}

/** Accounts in a database (0 when it has no schema yet). */
export async function countAccounts(db: TDatabase): Promise<number> {
  const [table] = await selectRows<{ present: boolean }>(
    db,
    sql`select to_regclass('public.users') is not null as present`,
  );
  if (!table?.present) return 0;
  const [result] = await selectRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from users`,
  );
  return Number(result?.n ?? 0);
}

/** Empties a PostgreSQL database of Crowdeck's schemas (its tables and migration record). */
export async function dropCrowdeckSchemas(db: TDatabase): Promise<void> {
  await db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await db.execute(sql`CREATE SCHEMA public`);
}
