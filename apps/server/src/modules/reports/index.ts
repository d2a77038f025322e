import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TDatabase } from '../../db/client';
import type { TBackgroundTasks } from '../../lib/background-tasks';
import { createReportsRepository } from './data/reports.repository';
import { registerReportRoutes } from './reports.routes';
import { createReportsService } from './reports.service';
import { createRunResultsRepository } from './data/run-results.repository';

/** Reports of past and present runs, with their Excel and CSV exports. */
export function registerReports(
  app: FastifyInstance,
  deps: {
    db: TDatabase;
    authenticate: preHandlerAsyncHookHandler;
    background: Pick<TBackgroundTasks, 'run'>;
    /** A run was deleted: the live engine reads the deck afresh. */
    runDeleted(presentationId: string): void;
  },
): void {
  const repo = createReportsRepository(deps.db);
  const reports = createReportsService({
    repo,
    runResults: (runId) => createRunResultsRepository(deps.db, runId),
    runDeleted: deps.runDeleted,
  });
  registerReportRoutes(app, {
    reports,
    repo,
    authenticate: deps.authenticate,
    background: deps.background,
  });
}
