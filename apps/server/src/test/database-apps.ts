import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type TApp, type TAppDeps } from '../app';
import { loadConfig } from '../config';
import type { TDatabase, TDatabaseHandle } from '../db/client';
import { closeAll, listen, type TClientSocket } from './live-clients';
import { openTestDatabase } from './test-database';

/** Apps built one after another on one database and data directory (a restart, a shutdown). */
export interface TDatabaseApps {
  readonly db: TDatabase;
  /** Sockets closed at the end; a spec that opens one itself pushes it here. */
  readonly sockets: TClientSocket[];
  /** Builds an app on the database with `deps` and starts it on `port` (0: a free one). */
  start(deps?: Partial<TAppDeps>, port?: number): Promise<{ app: TApp; url: string }>;
}

/**
 * Opens a fresh database and a temporary data directory (named from `prefix`) around the calling
 * `describe`; at the end closes the sockets, every app started (again if a test closed it), the
 * database, and removes the directory.
 */
export function useDatabaseApps(prefix: string): TDatabaseApps {
  let database: TDatabaseHandle | null = null;
  let dataDir = '';
  const apps: TApp[] = [];
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterAll(async () => {
    closeAll(sockets);
    for (const app of apps) await app.close();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const opened = () => {
    if (!database) throw new Error('the database is used before it opened');
    return database;
  };
  return {
    get db() {
      return opened().db;
    },
    sockets,
    async start(deps = {}, port = 0) {
      const app = await buildApp({
        config: loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }),
        db: opened().db,
        logger: false,
        presenterDist: path.join(dataDir, 'none'),
        ...deps,
      });
      apps.push(app);
      return { app, url: await listen(app, port) };
    },
  };
}
