import { IMPORT_LIMITS } from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import type { TBackgroundTasks } from '../../lib/background-tasks';
import type { TDeckResets } from '../decks/deck-deps';
import type { TUploadStore } from '../uploads/upload-store';
import { createImportAdmission, IMPORTS_PER_ACCOUNT } from './import-admission';
import { createImportJobsRepository } from './import-jobs.repository';
import { createImportPool } from './import-pool';
import { registerImportRoutes } from './imports.routes';
import { createImportsService } from './imports.service';
import { findLibreOffice } from './libreoffice';

/** Tests' knobs of the imports. */
export interface TImportTuning {
  /** The import's time limit in ms (default IMPORT_LIMITS.timeoutSec). */
  timeoutMs?: number;
}

/**
 * Importing PDF and PowerPoint files into decks: the routes, a pool of worker threads that
 * render pages, LibreOffice for PowerPoint (one conversion at a time). Returns what stops the
 * workers.
 */
export async function registerImports(
  app: FastifyInstance,
  deps: {
    db: TDatabase;
    config: Pick<TConfig, 'imports'>;
    authenticate: preHandlerAsyncHookHandler;
    background: Pick<TBackgroundTasks, 'run'>;
    uploads: TUploadStore;
    uploadUrl: string;
    resets: Pick<TDeckResets, 'deckChanged' | 'codeCreated'>;
    tuning?: TImportTuning;
  },
): Promise<{ close(): Promise<void> }> {
  const limits = deps.config.imports;
  const pool = createImportPool({ workers: limits.workers });
  let converting: Promise<unknown> = Promise.resolve();
  const imports = createImportsService({
    db: deps.db,
    jobs: createImportJobsRepository(deps.db),
    pool,
    uploads: deps.uploads,
    uploadUrl: deps.uploadUrl,
    resets: deps.resets,
    libreOffice: () => findLibreOffice(limits.libreOfficePath),
    convertSlot: <T>(work: () => Promise<T>) => {
      const turn = converting.then(work);
      converting = turn.catch(() => undefined);
      return turn;
    },
    timeoutMs: deps.tuning?.timeoutMs ?? IMPORT_LIMITS.timeoutSec * 1000,
    log: app.log,
    admission: createImportAdmission({
      perServer: limits.queuePerServer,
      perAccount: IMPORTS_PER_ACCOUNT,
    }),
    background: deps.background,
  });
  await registerImportRoutes(app, { imports, authenticate: deps.authenticate });
  return { close: () => pool.destroy() };
}
