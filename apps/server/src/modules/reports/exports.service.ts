import { PassThrough, type Readable } from 'node:stream';
import type { TBackgroundTasks } from '../../lib/background-tasks';
import type { TAuditRepository } from '../audit/audit.repository';
import type { TReportsRepository } from './data/reports.repository';
import type { TExportAdmission } from './export-admission';
import type { TStreamedFormat } from './export/export-job';
import type { TExportPool } from './export/export-pool';
import type { TReportLocale } from './export/report-text';
import { readResponses, type TReportsService } from './reports.service';

const FILE_TYPES = {
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  csv: { type: 'application/zip', extension: 'zip' },
  pdf: { type: 'application/pdf', extension: 'pdf' },
} as const;

/** A file name from the deck's title and the run's start: letters, digits and dashes only. */
function toDownloadName(title: string, startedAt: string, extension: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'presentation'}-${startedAt.slice(0, 10)}.${extension}`;
}

/** A download: its content type, file name and bytes (streamed, or whole). */
export interface TExportFile<B> {
  type: string;
  name: string;
  body: B;
}

/**
 * A run's files for its owner, made off the event loop: the run's Excel, CSV zip or PDF, and a
 * slide's image. Each export first takes a place in the bounded queue (429 beyond it), then reads
 * what it needs and hands it to a worker; a streamed file keeps its place until written out.
 */
export function createExportsService(deps: {
  reports: TReportsService;
  repo: TReportsRepository;
  pool: TExportPool;
  admission: TExportAdmission;
  background: Pick<TBackgroundTasks, 'run'>;
  /** Who exported which run, for the deck owner's organisation. */
  audit?: Pick<TAuditRepository, 'recordForMember'>;
  /** Tests: awaited once an export has its place, before it is prepared. */
  beforeRender?: () => Promise<void>;
}) {
  const { reports, pool, admission } = deps;

  /** The caller's run, once an export of the caller has its place (`leave` gives it back). */
  async function admit(ownerId: string, runId: string) {
    const { run } = await reports.ownedRun(ownerId, runId);
    const leave = admission.enter(ownerId);
    try {
      await deps.beforeRender?.();
    } catch (error) {
      leave();
      throw error;
    }
    return { run, leave };
  }

  return {
    /** The run as a file of `format` (a PDF in `locale`), written as the client reads it. */
    async exportRun(
      ownerId: string,
      runId: string,
      format: TStreamedFormat,
      locale: TReportLocale,
    ): Promise<TExportFile<Readable>> {
      const { run, leave } = await admit(ownerId, runId);
      try {
        const report = await reports.report(ownerId, run.id);
        await deps.audit?.recordForMember(ownerId, {
          action: 'runExported',
          targetType: 'run',
          targetId: run.id,
          details: { format, deckTitle: report.title, startedAt: report.run.startedAt },
        });
        const out = new PassThrough();
        const responsesOf =
          format === 'pdf'
            ? undefined
            : await reports.slidesOf(run).then(({ slides, optionsById }) => (slideId: string) => {
                const slide = slides.find((s) => s.id === slideId);
                if (!slide) throw new Error(`slide ${slideId} is gone`);
                return readResponses(deps.repo, run.id, slide, optionsById);
              });
        // Written as the client reads: a failure half-way cuts the download (the client sees an
        // incomplete file rather than a truncated one passed off as whole) and is logged.
        const writing = pool
          .writeFile({ kind: format, report, locale }, out, responsesOf)
          .catch((error: unknown) => {
            out.destroy(error instanceof Error ? error : new Error(String(error)));
            throw error;
          });
        deps.background.run(writing.finally(leave), {
          event: 'report.export',
          presentationId: report.presentationId,
        });
        const { type, extension } = FILE_TYPES[format];
        return {
          type,
          name: toDownloadName(report.title, report.run.startedAt, extension),
          body: out,
        };
      } catch (error) {
        leave();
        throw error;
      }
    },

    /**
     * One slide of the run with its results as a PNG, from that slide's data alone, its footer's
     * date in `locale`.
     */
    async slideImage(
      ownerId: string,
      runId: string,
      slideId: string,
      locale: TReportLocale,
    ): Promise<TExportFile<Buffer>> {
      const { run, leave } = await admit(ownerId, runId);
      try {
        const found = await reports.slideReport(ownerId, run.id, slideId);
        const body = await pool.renderPng({
          kind: 'png',
          slide: found.slide,
          participants: found.participants,
          qa: found.qa,
          fontFamily: found.fontFamily,
          run: {
            title: found.title,
            ...(found.brand ? { brand: found.brand } : {}),
            startedAt: found.startedAt,
            locale,
          },
        });
        const name = toDownloadName(found.title, found.startedAt, 'png').replace(
          /\.png$/,
          `-slide-${found.index + 1}.png`,
        );
        return { type: 'image/png', name, body };
      } finally {
        leave();
      }
    },
  };
}

export type TExportsService = ReturnType<typeof createExportsService>;
