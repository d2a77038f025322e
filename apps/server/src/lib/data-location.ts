import path from 'node:path';
import type { TConfig } from '../config';

/**
 * The start-up line that says where the data lives: the database (embedded PGlite's folder, or
 * PostgreSQL's host and database, never its password) and the uploads folder.
 */
export function describeDataLocation(
  config: Pick<TConfig, 'dataDir' | 'databaseUrl'>,
  uploadsDir: string,
): string {
  const database = config.databaseUrl
    ? `PostgreSQL ${postgresWhere(config.databaseUrl)}`
    : `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`;
  return `Data: ${database}; uploads in ${uploadsDir}`;
}

/** `host:port/database` of a connection string, without user or password. */
function postgresWhere(url: string): string {
  try {
    const parsed = new URL(url);
    return `at ${parsed.host || 'localhost'}${parsed.pathname || '/'}`;
  } catch {
    return '(DATABASE_URL)';
  }
}
