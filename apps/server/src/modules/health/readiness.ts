import type { TDatabase } from '../../db/client';
import { isFullyMigrated } from '../../db/migration-level';
import type { TRedisClients } from '../../lib/redis';
import { pingDatabase } from './health.repository';

/** What the readiness probe found. */
export interface TReadinessReport {
  ready: boolean;
  /** Every migration this build ships is applied ('pending': not yet, or another node migrates). */
  migrations: 'ok' | 'pending' | 'unknown';
  database: 'ok' | 'down';
  redis: 'ok' | 'down' | 'disabled';
  /** Shutdown began (SIGTERM): the node finishes its work and takes none more. */
  stopping: boolean;
}

/**
 * Whether this node should get traffic: not while shutting down, and only once the database is
 * migrated to this build's level and it (and Redis, when configured) answers. Once seen migrated,
 * the migrations are not read again (a database is never migrated backwards).
 */
export function createReadiness(deps: { db: TDatabase; redis: TRedisClients | null }) {
  let stopping = false;
  let migrated = false;

  return {
    /** From now on the node is not ready (shutdown began). */
    stop(): void {
      stopping = true;
    },
    get stopping(): boolean {
      return stopping;
    },
    async check(): Promise<TReadinessReport> {
      const [databaseUp, redisUp] = await Promise.all([
        pingDatabase(deps.db),
        deps.redis ? deps.redis.ping() : Promise.resolve(null),
      ]);
      if (databaseUp && !migrated) migrated = await isFullyMigrated(deps.db).catch(() => false);
      const report: TReadinessReport = {
        ready: false,
        migrations: databaseUp ? (migrated ? 'ok' : 'pending') : 'unknown',
        database: databaseUp ? 'ok' : 'down',
        redis: redisUp === null ? 'disabled' : redisUp ? 'ok' : 'down',
        stopping,
      };
      report.ready =
        !stopping &&
        report.database === 'ok' &&
        report.migrations === 'ok' &&
        report.redis !== 'down';
      return report;
    },
  };
}

export type TReadiness = ReturnType<typeof createReadiness>;

/** Why a node is not ready, in plain words (the 503's message). */
export function describeNotReady(report: TReadinessReport): string {
  if (report.stopping) return 'Shutting down: this node takes no new work.';
  const reasons = [
    report.database === 'down' && 'the database does not answer',
    report.migrations === 'pending' && 'database migrations are not applied yet',
    report.redis === 'down' && 'Redis does not answer',
  ].filter(Boolean);
  return `Not ready: ${reasons.join(', ')}.`;
}
