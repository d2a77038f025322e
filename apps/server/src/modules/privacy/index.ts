import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TDatabase } from '../../db/client';
import type { TBackgroundTasks } from '../../lib/background-tasks';
import { systemClock, type TClock } from '../../lib/clock';
import { createAuditRepository } from '../audit/audit.repository';
import type { TUploadStore } from '../uploads/upload-store';
import { createErasure, type TErasure } from './erasure';
import { createErasureRepository } from './erasure.repository';
import { startRetentionJob, type TRetentionPass } from './retention-job';
import { createRetentionRepository } from './retention.repository';
import { registerRetentionRoutes } from './retention.routes';

export { registerPrivacyRights } from './rights';
export { RETENTION_FIRST_MS, RETENTION_INTERVAL_MS } from './retention-job';
export { createRetentionRepository } from './retention.repository';
export type { TErasure } from './erasure';

/**
 * Privacy: the retention settings and their daily job (runs, and organisations' audit entries),
 * and the erasure of runs, decks and
 * accounts with their files (the reports and decks modules delete through it).
 */
export function registerPrivacy(
  app: FastifyInstance,
  deps: {
    db: TDatabase;
    authenticate: preHandlerAsyncHookHandler;
    uploads: Pick<TUploadStore, 'delete'>;
    background: TBackgroundTasks;
    /** Runs of a deck were deleted: the live engine reads it afresh. */
    runsDeleted(presentationId: string): void;
    clock?: TClock;
    onRetentionPass?(pass: TRetentionPass): void;
  },
): { erasure: TErasure } {
  const repo = createErasureRepository(deps.db);
  const erasure = createErasure({
    repo,
    uploads: deps.uploads,
    hooks: { runsDeleted: deps.runsDeleted },
  });
  registerRetentionRoutes(app, {
    repo: createRetentionRepository(deps.db),
    authenticate: deps.authenticate,
  });
  const audit = createAuditRepository(deps.db);
  const job = startRetentionJob({
    repo,
    erasure,
    runsDeleted: deps.runsDeleted,
    purgeAuditEntries: (now) => audit.deleteExpired(now),
    clock: deps.clock ?? systemClock,
    background: deps.background,
    ...(deps.onRetentionPass ? { onPass: deps.onRetentionPass } : {}),
  });
  app.addHook('preClose', async () => job.stop());
  return { erasure };
}
