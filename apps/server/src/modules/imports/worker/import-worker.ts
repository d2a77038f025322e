import { constants, setPriority } from 'node:os';
import { ImportFailure } from '../import-failure';
import type { TImportTask, TImportTaskResult } from './import-task';
import { openPdf } from './pdf-document';
import { readPptxPackage } from './pptx-package';
import { renderPages } from './render-pages';
import { errorMessage } from '../../../lib/objects';

/**
 * The import worker's task (run by the pool in import-pool.ts, off the event loop): counts a
 * PDF's pages, reads a PowerPoint package (order, hidden slides, notes), or renders PDF pages
 * to images sent one by one through the task's port. Refusals come back as a result with
 * their code, since errors lose their fields when they cross threads.
 */
// Imports give way to the live rooms' thread when cores are short (as the export worker does).
if (process.platform === 'linux') setPriority(constants.priority.PRIORITY_BELOW_NORMAL);

export default async function runImportTask(task: TImportTask): Promise<TImportTaskResult> {
  try {
    return await run(task);
  } catch (error) {
    if (error instanceof ImportFailure) return { ok: false, code: error.code };
    return { ok: false, code: 'unreadable', message: errorMessage(error) };
  } finally {
    if (task.kind === 'renderPdf') task.port.close();
  }
}

async function run(task: TImportTask): Promise<TImportTaskResult> {
  if (task.kind === 'readPptx') {
    return { ok: true, kind: 'readPptx', ...(await readPptxPackage(task.path)) };
  }
  const pdf = await openPdf(task.path);
  try {
    if (task.kind === 'countPdf') return { ok: true, kind: 'countPdf', pages: pdf.numPages };
    return { ok: true, kind: 'renderPdf', ...(await renderPages(pdf, task)) };
  } finally {
    await pdf.destroy();
  }
}
