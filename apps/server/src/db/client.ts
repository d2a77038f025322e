import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** The Drizzle database both drivers share: repositories are written once against this type. */
export type TDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export type TDatabaseDriver = 'pglite' | 'postgres';

/** An open database: the Drizzle handle, which driver serves it, and how to close it. */
export interface TDatabaseHandle {
  db: TDatabase;
  driver: TDatabaseDriver;
  close(): Promise<void>;
}

export type TOpenDatabaseOptions =
  | { databaseUrl: string }
  | { databaseUrl?: null; dataDir: string }
  | { databaseUrl?: null; inMemory: true; from?: Blob };

/** Opens PostgreSQL when a URL is given, else embedded PGlite (on disk in dataDir, or in memory). */
export async function openDatabase(options: TOpenDatabaseOptions): Promise<TDatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    // An idle connection dropped by the server (restart, failover, admin termination) is emitted
    // here; unhandled it would crash the process. The pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    // Fail at start, with the driver's message, rather than on the first request.
    const client = await pool.connect();
    client.release();
    return {
      // Cast: NodePgDatabase is a PgDatabase with its driver's result type; repositories use the common one.
      db: drizzlePg(pool, { schema }) as unknown as TDatabase,
      driver: 'postgres',
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if ('dataDir' in options) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // `from`: a tar of a data folder to start from (tests copy one migrated database).
  const from = 'from' in options ? options.from : undefined;
  const client = await PGlite.create(dataDir, from ? { loadDataDir: from } : {});
  return {
    // Cast: PgliteDatabase is a PgDatabase with its driver's result type; repositories use the common one.
    db: drizzlePglite(client, { schema }) as unknown as TDatabase,
    driver: 'pglite',
    close: () => client.close(),
  };
}
