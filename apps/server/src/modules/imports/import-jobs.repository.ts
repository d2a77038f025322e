import type { TImportErrorCode, TImportFormat, TImportJob } from '@crowdeck/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { insertRow, updateRowById } from '../../db/queries';
import { importJobs, type TImportJobRow } from '../../db/schema';
import { isUuid } from '../../lib/ids';

/** Statuses of an import still under way. */
const RUNNING = ['queued', 'processing'] as const;

/** SQL on the import jobs table; reads are scoped to the job's owner. */
export function createImportJobsRepository(db: TDatabase) {
  const set = (id: string, changes: Partial<TImportJobRow>) =>
    updateRowById(db, importJobs, id, changes);

  return {
    async insert(values: {
      ownerId: string;
      presentationId: string | null;
      afterSlideId: string | null;
      format: TImportFormat;
      fileName: string;
      includeHidden: boolean;
    }): Promise<TImportJobRow> {
      return insertRow(db, importJobs, values);
    },

    /** A job (whose owner the caller's policy checks), or null (also for a malformed id). */
    async findById(id: string): Promise<TImportJobRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
      return row ?? null;
    },

    /** The job as it is now (the runner's own reads). */
    async find(id: string): Promise<TImportJobRow | null> {
      const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
      return row ?? null;
    },

    /** Marks the job as being worked on, with its number of pages. */
    start: (id: string, pagesTotal: number, hiddenSkipped: number) =>
      set(id, { status: 'processing', pagesTotal, hiddenSkipped }),

    /** Records a page done; answers whether a cancel was asked meanwhile (on any node). */
    async progress(id: string, pagesDone: number): Promise<boolean> {
      return (await set(id, { pagesDone })).cancelRequested;
    },

    /** Whether a cancel was asked. */
    async isCancelRequested(id: string): Promise<boolean> {
      const [row] = await db
        .select({ cancel: importJobs.cancelRequested })
        .from(importJobs)
        .where(eq(importJobs.id, id));
      return row?.cancel ?? true;
    },

    /** Asks a job still under way to stop; false when it had already ended. */
    async requestCancel(id: string): Promise<boolean> {
      const rows = await db
        .update(importJobs)
        .set({ cancelRequested: true, updatedAt: new Date() })
        .where(and(eq(importJobs.id, id), inArray(importJobs.status, [...RUNNING])))
        .returning({ id: importJobs.id });
      return rows.length > 0;
    },

    fail: (id: string, code: TImportErrorCode, message: string) =>
      set(id, { status: 'failed', errorCode: code, errorMessage: message }),

    cancelled: (id: string) => set(id, { status: 'cancelled' }),

    /** The job done (written in the slides' transaction when `tx` is given). */
    async done(
      id: string,
      result: { presentationId: string; slideIds: string[] },
      tx: TDatabase = db,
    ): Promise<void> {
      await tx
        .update(importJobs)
        .set({ status: 'done', ...result, updatedAt: new Date() })
        .where(eq(importJobs.id, id));
    },
  };
}

export type TImportJobsRepository = ReturnType<typeof createImportJobsRepository>;

/** A job as the API answers it. */
export function toImportJobView(row: TImportJobRow): TImportJob {
  return {
    id: row.id,
    presentationId: row.presentationId,
    format: row.format,
    fileName: row.fileName,
    status: row.status,
    pagesTotal: row.pagesTotal,
    pagesDone: row.pagesDone,
    hiddenSkipped: row.hiddenSkipped,
    slideIds: row.slideIds,
    error: row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
