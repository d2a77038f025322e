import { DECK_LIMITS, IMPORT_LIMITS, type TImportFormat } from '@crowdeck/core';
import path from 'node:path';
import type { TDatabase } from '../../db/client';
import { createSlidesRepository } from '../decks/slides.repository';
import type { TUploadStore } from '../uploads/upload-store';
import { UPLOADS_PREFIX } from '../uploads/uploads.routes';
import type { TDeckResets } from '../decks/deck-deps';
import { ImportFailure } from './import-failure';
import type { TImportJobsRepository } from './import-jobs.repository';
import type { TImportPool } from './import-pool';
import { insertImportedSlides, type TImportedPage, type TImportTarget } from './import-slides';
import { convertToPdf } from './libreoffice';
import { toDeckTitle, toSlideNotes } from './slide-text';
import type { TRenderedPage } from './worker/import-task';

/** How often the runner looks for a cancel asked on any node while no page is being stored. */
const CANCEL_POLL_MS = 500;

/** Thrown inside the runner when the job was cancelled. */
class Cancelled extends Error {}

export interface TImportRunnerDeps {
  db: TDatabase;
  jobs: TImportJobsRepository;
  pool: TImportPool;
  uploads: TUploadStore;
  uploadUrl: string;
  resets?: Pick<TDeckResets, 'deckChanged' | 'codeCreated'>;
  /** The LibreOffice program, or null when it is not installed. */
  libreOffice: () => Promise<string | null>;
  /** Runs LibreOffice conversions one at a time on this server. */
  convertSlot: <T>(work: () => Promise<T>) => Promise<T>;
  /** The import's time limit, in ms (IMPORT_LIMITS.timeoutSec; shorter in tests). */
  timeoutMs: number;
  log: { error(context: object, message: string): void };
}

export interface TImportRun {
  jobId: string;
  ownerId: string;
  format: TImportFormat;
  fileName: string;
  includeHidden: boolean;
  presentationId: string | null;
  afterSlideId: string | null;
  /** The job's own folder (the upload, LibreOffice's profile and PDF); removed at the end. */
  workDir: string;
  /** The uploaded file inside it. */
  input: string;
}

/** One page to render: its page number in the PDF and the notes it carries. */
interface TPlannedPage {
  pageNumber: number;
  notes: string;
}

/**
 * Runs one import to its end: reads the file (page count, or the PowerPoint package), refuses
 * it before anything is rendered when it has more pages than allowed or than the deck has room
 * for, converts a PowerPoint file with LibreOffice, renders the pages in a worker (each image
 * stored as it comes, progress written per page), then adds the slides in one transaction. A
 * cancel (asked on any node) stops the worker between pages; a failure or a cancel deletes the
 * stored images and leaves the deck as it was. Never throws: the job row says how it ended.
 */
export async function runImport(deps: TImportRunnerDeps, run: TImportRun): Promise<void> {
  const stored: string[] = [];
  const cancelFlag = new Int32Array(new SharedArrayBuffer(4));
  const cancelled = new AbortController();
  const timeout = AbortSignal.timeout(deps.timeoutMs);
  const stopped = AbortSignal.any([timeout, cancelled.signal]);
  const cancel = () => {
    Atomics.store(cancelFlag, 0, 1);
    cancelled.abort(new Cancelled());
  };
  const watcher = setInterval(() => {
    deps.jobs.isCancelRequested(run.jobId).then(
      (asked) => asked && cancel(),
      () => undefined,
    );
  }, CANCEL_POLL_MS);
  try {
    const plan = await planPages(deps, run, timeout);
    if (await deps.jobs.isCancelRequested(run.jobId)) throw new Cancelled();
    await deps.jobs.start(run.jobId, plan.pages.length, plan.hiddenSkipped);
    const pdf =
      run.format === 'pdf' ? run.input : await convert(deps, run, stopped, plan.slideCount);
    const pages: TImportedPage[] = [];
    const result = await deps.pool.renderPdf(
      {
        path: pdf,
        pages: plan.pages.map((page) => page.pageNumber),
        maxSide: IMPORT_LIMITS.pageMaxPixels,
        maxBytes: DECK_LIMITS.uploadMaxBytes,
        altMax: DECK_LIMITS.imageAltMax,
        cancel: cancelFlag,
      },
      async (page: TRenderedPage) => {
        if (page.data.byteLength > DECK_LIMITS.uploadMaxBytes) throw new ImportFailure('planLimit');
        const name = await deps.uploads.save(Buffer.from(page.data), page.ext);
        stored.push(name);
        pages[page.index] = {
          imageUrl: `${deps.uploadUrl}${UPLOADS_PREFIX}${name}`,
          imageAlt: page.alt,
          notes: plan.pages[page.index]?.notes ?? '',
        };
        if (await deps.jobs.progress(run.jobId, page.index + 1)) cancel();
      },
      timeout,
    );
    if (result.cancelled || cancelled.signal.aborted) throw new Cancelled();
    const target: TImportTarget = run.presentationId
      ? {
          kind: 'deck',
          ownerId: run.ownerId,
          presentationId: run.presentationId,
          afterSlideId: run.afterSlideId,
        }
      : { kind: 'newDeck', ownerId: run.ownerId, title: toDeckTitle(plan.title, run.fileName) };
    const done = await insertImportedSlides(deps.db, run.jobId, target, pages);
    if (done.created) deps.resets?.codeCreated(done.uniqueCode);
    deps.resets?.deckChanged(done.presentationId);
  } catch (error) {
    await Promise.all(stored.map((name) => deps.uploads.delete(name).catch(() => undefined)));
    await settle(deps, run, error, timeout.aborted);
  } finally {
    clearInterval(watcher);
  }
}

/** The pages to render with their notes, checked against the limits before anything renders. */
async function planPages(
  deps: TImportRunnerDeps,
  run: TImportRun,
  signal: AbortSignal,
): Promise<{ title: string; pages: TPlannedPage[]; hiddenSkipped: number; slideCount: number }> {
  let plan: { title: string; pages: TPlannedPage[]; hiddenSkipped: number; slideCount: number };
  if (run.format === 'pdf') {
    const count = await deps.pool.countPdfPages(run.input, signal);
    assertRoom(count, await roomInDeck(deps, run));
    const pages = Array.from({ length: count }, (_, i) => ({ pageNumber: i + 1, notes: '' }));
    plan = { title: '', pages, hiddenSkipped: 0, slideCount: count };
  } else {
    if (!(await deps.libreOffice())) throw new ImportFailure('converterMissing');
    const pkg = await deps.pool.readPptx(run.input, signal);
    const pages = pkg.slides.flatMap((slide, i) =>
      slide.hidden && !run.includeHidden
        ? []
        : [{ pageNumber: i + 1, notes: toSlideNotes(slide.notes, slide.hidden) }],
    );
    assertRoom(pages.length, await roomInDeck(deps, run));
    plan = {
      title: pkg.title,
      pages,
      hiddenSkipped: pkg.slides.length - pages.length,
      slideCount: pkg.slides.length,
    };
  }
  if (plan.pages.length === 0)
    throw new ImportFailure('unreadable', 'The file has no pages to import.');
  return plan;
}

/** Slides the deck may still take (a new deck: all of slidesMax). */
async function roomInDeck(deps: TImportRunnerDeps, run: TImportRun): Promise<number> {
  if (!run.presentationId) return DECK_LIMITS.slidesMax;
  const count = await createSlidesRepository(deps.db).countByPresentation(run.presentationId);
  return Math.max(0, DECK_LIMITS.slidesMax - count);
}

function assertRoom(pages: number, room: number): void {
  if (pages > IMPORT_LIMITS.pagesMax) {
    throw new ImportFailure(
      'tooManyPages',
      `The file has ${pages} pages; at most ${IMPORT_LIMITS.pagesMax} can be imported.`,
    );
  }
  if (pages > room) {
    throw new ImportFailure(
      'tooManyPages',
      `The file has ${pages} pages but the deck has room for ${room} more slides (at most ${DECK_LIMITS.slidesMax}).`,
    );
  }
}

/** The PowerPoint file as a PDF of every slide (hidden ones too), one page per slide. */
async function convert(
  deps: TImportRunnerDeps,
  run: TImportRun,
  signal: AbortSignal,
  slideCount: number,
): Promise<string> {
  const program = await deps.libreOffice();
  if (!program) throw new ImportFailure('converterMissing');
  const pdf = await deps.convertSlot(() =>
    convertToPdf({
      program,
      input: run.input,
      outDir: path.join(run.workDir, 'pdf'),
      profileDir: path.join(run.workDir, 'profile'),
      signal,
    }),
  );
  const pages = await deps.pool.countPdfPages(pdf, signal);
  if (pages !== slideCount) {
    throw new ImportFailure(
      'unreadable',
      `LibreOffice made ${pages} pages of ${slideCount} slides, so notes could not be matched to them.`,
    );
  }
  return pdf;
}

async function settle(
  deps: TImportRunnerDeps,
  run: TImportRun,
  error: unknown,
  timedOut: boolean,
): Promise<void> {
  try {
    if (error instanceof Cancelled) {
      await deps.jobs.cancelled(run.jobId);
    } else if (timedOut) {
      const failure = new ImportFailure('timeout');
      await deps.jobs.fail(run.jobId, failure.code, failure.message);
    } else if (error instanceof ImportFailure) {
      await deps.jobs.fail(run.jobId, error.code, error.message);
    } else {
      deps.log.error({ err: error, importId: run.jobId }, 'import failed');
      const failure = new ImportFailure('internal');
      await deps.jobs.fail(run.jobId, failure.code, failure.message);
    }
  } catch (settleError) {
    deps.log.error({ err: settleError, importId: run.jobId }, 'import outcome not recorded');
  }
}
