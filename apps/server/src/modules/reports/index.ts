import type { TDeckShareFacts } from '../../policies';
import type { TRetentionDays } from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import type { TRunDeletionAudit } from '../privacy/erasure.repository';
import type { TBackgroundTasks } from '../../lib/background-tasks';
import { createAuditRepository } from '../audit/audit.repository';
import { createReportsRepository } from './data/reports.repository';
import { createExportAdmission } from './export-admission';
import { createExportPool, defaultExportWorkers } from './export/export-pool';
import { createExportsService } from './exports.service';
import { registerReportRoutes } from './reports.routes';
import { createReportsService, type TReportsService } from './reports.service';
import { createRunResultsRepository } from './data/run-results.repository';

/** Tests' knobs of the exports. */
export interface TReportExportTuning {
  /** Awaited once an export has its place in the queue, before it is prepared. */
  beforeRender?: () => Promise<void>;
}

/**
 * Reports of past and present runs, with their exports (rendered by a pool of workers). Returns
 * what stops the workers, for after the exports in flight are done.
 */
export function registerReports(
  app: FastifyInstance,
  deps: {
    db: TDatabase;
    config: Pick<TConfig, 'exports'>;
    authenticate: preHandlerAsyncHookHandler;
    background: Pick<TBackgroundTasks, 'run'>;
    /** Deletes runs with everything in them (privacy's erasure; tells the live engine). */
    eraseRuns(runIds: string[], audit?: TRunDeletionAudit): Promise<unknown>;
    /** How long a deck owner's ended runs are kept. */
    retentionOf(ownerId: string): Promise<TRetentionDays>;
    /** The deck-sharing facts of a deck for a caller (members it is shared with read reports). */
    shareFacts?(deck: { id: string; ownerId: string }, userId: string): Promise<TDeckShareFacts>;
    tuning?: TReportExportTuning;
  },
): {
  close(): Promise<void>;
  queued(): number;
  /** Reports read for their owner (the account's archive, a participant's own data). */
  reports: TReportsService;
} {
  const repo = createReportsRepository(deps.db);
  const reports = createReportsService({
    repo,
    runResults: (runId, slideId) => createRunResultsRepository(deps.db, runId, slideId),
    eraseRuns: deps.eraseRuns,
    retentionOf: deps.retentionOf,
    shareFacts: deps.shareFacts,
  });
  const limits = deps.config.exports;
  const workers = limits.workers ?? defaultExportWorkers();
  const pool = createExportPool({ workers });
  const admission = createExportAdmission({
    perServer: limits.queuePerServer,
    perAccount: limits.queuePerAccount,
    workers,
  });
  const exports = createExportsService({
    reports,
    repo,
    pool,
    admission,
    background: deps.background,
    audit: createAuditRepository(deps.db),
    ...(deps.tuning?.beforeRender ? { beforeRender: deps.tuning.beforeRender } : {}),
  });
  registerReportRoutes(app, { reports, exports, authenticate: deps.authenticate });
  return { close: () => pool.destroy(), queued: () => admission.size, reports };
}
