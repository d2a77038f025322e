import { PassThrough } from 'node:stream';
import {
  API_PATHS,
  ZIdParamsSchema,
  ZReportExportQuerySchema,
  ZReportImageQuerySchema,
  ZRunListResponseSchema,
  ZRunReportSchema,
  ZRunSlideParamsSchema,
  ZSlideResponsesSchema,
} from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth } from '../../http/authenticate';
import type { TBackgroundTasks } from '../../lib/background-tasks';
import { AUTHED_ERROR_RESPONSES, BEARER_SECURITY } from '../../http/openapi-schema';
import { writeCsvZip } from './export/csv-zip';
import { buildReportTables } from './export/report-tables';
import { writePdf } from './export/pdf';
import { reportFontFiles } from './export/report-fonts';
import { renderSlidePng } from './export/png';
import { notFound } from '../../http/api-error';
import { writeXlsx } from './export/xlsx';
import { readResponses, type TReportsService } from './reports.service';
import { reportLocaleOf } from './report-locale';
import type { TReportsRepository } from './data/reports.repository';

const tags = ['reports'];
const security = BEARER_SECURITY;
const errors = AUTHED_ERROR_RESPONSES;

const FORMATS = {
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    write: writeXlsx,
  },
  csv: { type: 'application/zip', extension: 'zip', write: writeCsvZip },
} as const;
const PDF_TYPE = 'application/pdf';

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

/** A deck's runs and a run's report and exports; owner-only (404 otherwise). */
export function registerReportRoutes(
  app: FastifyInstance,
  deps: {
    reports: TReportsService;
    repo: TReportsRepository;
    authenticate: preHandlerAsyncHookHandler;
    background: Pick<TBackgroundTasks, 'run'>;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = deps.authenticate;
  const ownerId = (request: Parameters<typeof getAuth>[0]) => getAuth(request).user.id;

  api.get(
    `${API_PATHS.reportRuns}:id/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The runs (sessions) of a presentation, newest first',
        params: ZIdParamsSchema,
        response: { 200: ZRunListResponseSchema, ...errors },
      },
    },
    async (request) => deps.reports.listRuns(ownerId(request), request.params.id),
  );

  api.get(
    `${API_PATHS.reportRun}:id/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'A run’s report: every slide with its results, and every participant',
        params: ZIdParamsSchema,
        response: { 200: ZRunReportSchema, ...errors },
      },
    },
    async (request) => deps.reports.report(ownerId(request), request.params.id),
  );

  api.get(
    `${API_PATHS.reportRun}:id/slide/:slideId/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Each participant’s response to one slide of a run',
        params: ZRunSlideParamsSchema,
        response: { 200: ZSlideResponsesSchema, ...errors },
      },
    },
    async (request) =>
      deps.reports.slideResponses(ownerId(request), request.params.id, request.params.slideId),
  );

  api.get(
    `${API_PATHS.reportRun}:id/slide/:slideId/image/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'One slide of a run with its results as a 1920×1080 PNG, as present mode shows it',
        params: ZRunSlideParamsSchema,
        querystring: ZReportImageQuerySchema,
        response: { 200: z.unknown().describe('The PNG image'), ...errors },
      },
    },
    async (request, reply) => {
      const report = await deps.reports.report(ownerId(request), request.params.id);
      const index = report.slides.findIndex((s) => s.id === request.params.slideId);
      const slide = report.slides[index];
      if (!slide) throw notFound();
      const png = renderSlidePng(
        slide,
        report.participants,
        reportFontFiles(report.fontFamily),
        report.qa,
        {
          title: report.title,
          brand: report.brand,
          startedAt: report.run.startedAt,
          locale: reportLocaleOf(request, request.query.tz),
        },
      );
      const name = toDownloadName(report.title, report.run.startedAt, 'png').replace(
        /\.png$/,
        `-slide-${index + 1}.png`,
      );
      return reply
        .type('image/png')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'no-store')
        .send(png);
    },
  );

  api.delete(
    `${API_PATHS.reportRun}:id/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Delete a run with its participants and responses (not while it is running)',
        params: ZIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deps.reports.deleteRun(ownerId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.get(
    `${API_PATHS.reportExport}:id/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Download a run: an Excel workbook (xlsx) or a zip of CSV files (csv) with Overview, Questions and one table per slide, or a PDF report (pdf)',
        params: ZIdParamsSchema,
        querystring: ZReportExportQuerySchema,
        response: {
          200: z
            .unknown()
            .describe('The file (xlsx workbook, zip of UTF-8 CSV files with BOM, or PDF)'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const report = await deps.reports.report(ownerId(request), request.params.id);
      const out = new PassThrough();
      // Written as the client reads: a failure half-way cuts the download (the client sees an
      // incomplete file rather than a truncated one passed off as whole) and is logged.
      const write = (writing: Promise<void>) =>
        deps.background.run(
          writing.catch((error: unknown) => {
            out.destroy(error instanceof Error ? error : new Error(String(error)));
            throw error;
          }),
          { event: 'report.export', presentationId: report.presentationId },
        );
      const { format } = request.query;
      let type: string;
      let extension: string;
      if (format === 'pdf') {
        type = PDF_TYPE;
        extension = 'pdf';
        const locale = reportLocaleOf(request, request.query.tz);
        write(writePdf(report, reportFontFiles(report.fontFamily), out, locale));
      } else {
        const { run } = await deps.reports.ownedRun(ownerId(request), request.params.id);
        const { slides, optionsById } = await deps.reports.slidesOf(run);
        const tables = buildReportTables(report, (slideId) => {
          const slide = slides.find((s) => s.id === slideId);
          if (!slide) throw new Error(`slide ${slideId} is gone`);
          return readResponses(deps.repo, report.run.id, slide, optionsById);
        });
        ({ type, extension } = FORMATS[format]);
        write(FORMATS[format].write(tables, out));
      }
      const name = toDownloadName(report.title, report.run.startedAt, extension);
      return reply
        .type(type)
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'no-store')
        .send(out);
    },
  );
}
