import {
  API_ERROR_CODES,
  IMPORT_LIMITS,
  type TImportCapabilities,
  type TImportFields,
  type TImportJob,
} from '@crowdeck/core';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { ApiError, invalidField } from '../../http/api-error';
import type { TBackgroundTasks } from '../../lib/background-tasks';
import { isUuid } from '../../lib/ids';
import { authorize, mayFollowImport } from '../../policies';
import { createDeckAccess } from '../decks/deck-access';
import { createDeckStore } from '../decks/deck.repository';
import { detectImportFormat } from './file-kind';
import type { TImportAdmission } from './import-admission';
import { importFailureMessage } from './import-failure';
import { toImportJobView } from './import-jobs.repository';
import { runImport, type TImportRunnerDeps } from './import-runner';

/** A job still "under way" this long after its last write died with its node: it failed. */
const STALE_AFTER_MS = 60_000;

/** An uploaded file waiting in its own folder. */
export interface TImportUpload {
  workDir: string;
  file: string;
  fileName: string;
}

/** Imports of the signed-in user: what the server can import, start, read, cancel. */
export function createImportsService(
  deps: TImportRunnerDeps & {
    admission: TImportAdmission;
    background: Pick<TBackgroundTasks, 'run'>;
  },
) {
  const access = createDeckAccess(createDeckStore(deps.db));

  return {
    async capabilities(): Promise<TImportCapabilities> {
      const pptx = (await deps.libreOffice()) !== null;
      return {
        formats: {
          pdf: { available: true },
          pptx: { available: pptx, reason: pptx ? null : 'converterMissing' },
        },
        fileMaxBytes: IMPORT_LIMITS.fileMaxBytes,
        pagesMax: IMPORT_LIMITS.pagesMax,
      };
    },

    /**
     * Checks the upload (its format by content, LibreOffice for PPTX, the deck and slide are the
     * caller's) and starts its import in the background; the job is answered at once. The
     * upload's folder is the import's from then on (removed when it ends); on a refusal here the
     * caller removes it.
     */
    async start(
      ownerId: string,
      upload: TImportUpload,
      fields: TImportFields,
    ): Promise<TImportJob> {
      const format = await detectImportFormat(upload.file);
      if (!format) {
        throw new ApiError(
          415,
          API_ERROR_CODES.unsupportedMediaType,
          importFailureMessage('unsupportedFormat'),
          {
            file: { code: 'unsupportedFormat', message: importFailureMessage('unsupportedFormat') },
          },
        );
      }
      if (format === 'pptx' && !(await deps.libreOffice())) {
        const message = importFailureMessage('converterMissing');
        throw new ApiError(422, API_ERROR_CODES.unsupportedMediaType, message, {
          file: { code: 'converterMissing', message },
        });
      }
      const presentationId = fields.presentationId
        ? (await access.presentation(ownerId, fields.presentationId)).id
        : null;
      const afterSlideId = fields.afterSlideId ?? null;
      if (afterSlideId !== null) {
        const found = isUuid(afterSlideId)
          ? await access.slide(ownerId, afterSlideId).catch(() => null)
          : null;
        if (!presentationId || found?.slide.presentationId !== presentationId) {
          throw invalidField('afterSlideId', 'id.invalid');
        }
      }
      const leave = deps.admission.enter(ownerId);
      try {
        const input = path.join(upload.workDir, `deck.${format}`);
        await rename(upload.file, input);
        const job = await deps.jobs.insert({
          ownerId,
          presentationId,
          afterSlideId,
          format,
          fileName: upload.fileName,
          includeHidden: fields.includeHidden === 'true',
        });
        const running = runImport(deps, {
          jobId: job.id,
          ownerId,
          format,
          fileName: upload.fileName,
          includeHidden: job.includeHidden,
          presentationId,
          afterSlideId,
          workDir: upload.workDir,
          input,
        }).finally(async () => {
          leave();
          await rm(upload.workDir, { recursive: true, force: true });
        });
        deps.background.run(running, {
          event: 'import.run',
          ...(presentationId ? { presentationId } : {}),
        });
        return toImportJobView(job);
      } catch (error) {
        leave();
        throw error;
      }
    },

    /** The caller's job (404 otherwise); one whose node died while running reads as failed. */
    async get(ownerId: string, id: string): Promise<TImportJob> {
      const row = authorize(await deps.jobs.findById(id), (job) => mayFollowImport(ownerId, job));
      const running = row.status === 'queued' || row.status === 'processing';
      if (running && Date.now() - row.updatedAt.getTime() > deps.timeoutMs + STALE_AFTER_MS) {
        return toImportJobView(
          await deps.jobs.fail(row.id, 'timeout', importFailureMessage('timeout')),
        );
      }
      return toImportJobView(row);
    },

    /** Asks the caller's job to stop (404 otherwise); answers the job as it is then. */
    async cancel(ownerId: string, id: string): Promise<TImportJob> {
      const row = authorize(await deps.jobs.findById(id), (job) => mayFollowImport(ownerId, job));
      await deps.jobs.requestCancel(row.id);
      const now = authorize(await deps.jobs.findById(row.id), (job) =>
        mayFollowImport(ownerId, job),
      );
      return toImportJobView(now);
    },
  };
}

export type TImportsService = ReturnType<typeof createImportsService>;
