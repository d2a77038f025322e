import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { TDatabase } from '../db/client';
import * as schema from '../db/schema';

/**
 * A second Drizzle handle on the same connection as `db` (PGlite or a PostgreSQL pool) whose
 * statements are recorded in `queries`, for tests that count what a service asks the database.
 */
export function withQueryLog(db: TDatabase): { db: TDatabase; queries: string[] } {
  const queries: string[] = [];
  const logger = { logQuery: (query: string) => void queries.push(query) };
  // Drizzle keeps the client it was made with; the shared TDatabase type does not name it.
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const logged =
    client instanceof PGlite
      ? drizzlePglite(client, { schema, logger })
      : drizzlePg(client, { schema, logger });
  return { db: logged as unknown as TDatabase, queries };
}
