import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/client';
import type { TBackgroundTasks } from '../../lib/background-tasks';
import { systemClock, type TClock } from '../../lib/clock';
import { createExpiredRowsRepository } from './expired-rows.repository';
import { startPurgeJob } from './purge-job';

export { PURGE_INTERVAL_MS } from './purge-job';

/** Starts the purge of expired rows with the server; it stops when the server closes. */
export function registerPurge(
  app: FastifyInstance,
  deps: { db: TDatabase; background: TBackgroundTasks; clock?: TClock },
): void {
  const job = startPurgeJob({
    repo: createExpiredRowsRepository(deps.db),
    clock: deps.clock ?? systemClock,
    background: deps.background,
  });
  app.addHook('preClose', async () => job.stop());
}
