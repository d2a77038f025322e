import { constants, setPriority } from 'node:os';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { writeCsvZip } from './csv-zip';
import { openWorkerChannel } from './export-channel';
import type { TExportJob } from './export-job';
import { writePdf } from './pdf';
import { renderSlidePng } from './png';
import { reportFontFiles } from './report-fonts';
import { buildReportTables } from './report-tables';
import type { TExportTable } from './table';
import { writeXlsx } from './xlsx';

/**
 * The export worker's task (run by the pool in export-pool.ts, off the event loop): draws a
 * slide image and returns it, or writes a file through the job's port and returns null once the
 * last byte was taken.
 */
// Exports give way to the event loop's thread when cores are short: on Linux a thread's priority
// is its own, so this worker thread alone runs below normal (elsewhere it would be the process's).
// Not the lowest: on a busy machine that starved a large export (227 s against 119 s at this one).
if (process.platform === 'linux') setPriority(constants.priority.PRIORITY_BELOW_NORMAL);

const writeTables = (kind: 'xlsx' | 'csv', tables: TExportTable[], out: Writable) =>
  kind === 'xlsx' ? writeXlsx(tables, out) : writeCsvZip(tables, out);

export default async function runExportJob(job: TExportJob): Promise<Uint8Array | null> {
  if (job.kind === 'png') {
    const fonts = reportFontFiles(job.fontFamily);
    return renderSlidePng(job.slide, job.participants, fonts, job.qa, job.run);
  }
  const { out, responsesOf } = openWorkerChannel(job.port);
  try {
    const done = finished(out);
    done.catch(() => undefined);
    const writing =
      job.kind === 'pdf'
        ? writePdf(job.report, reportFontFiles(job.report.fontFamily), out, job.locale)
        : writeTables(job.kind, buildReportTables(job.report, responsesOf), out);
    writing.catch(() => undefined);
    // A cut download errors `out`: the task ends then, even if the writer never notices.
    await Promise.race([writing, done]);
    await done;
    return null;
  } finally {
    job.port.close();
  }
}
