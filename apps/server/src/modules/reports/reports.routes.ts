import type { Readable } from 'node:stream';
import {
  API_PATHS,
  ZApiErrorSchema,
  ZIdParamsSchema,
  ZReportExportQuerySchema,
  ZReportImageQuerySchema,
  ZRunListResponseSchema,
  ZRunReportSchema,
  ZRunSlideParamsSchema,
  ZSlideResponsesSchema,
} from '@crowdeck/core';
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth } from '../../http/authenticate';
import { AUTHED_ERROR_RESPONSES, authedRoute } from '../../http/openapi-schema';
import type { TExportFile, TExportsService } from './exports.service';
import { reportLocaleOf } from './report-locale';
import type { TReportsService } from './reports.service';

const errors = AUTHED_ERROR_RESPONSES;

/** Sends a download as an attachment, never cached. */
function sendFile(reply: FastifyReply, file: TExportFile<Readable | Buffer>) {
  return reply
    .type(file.type)
    .header('Content-Disposition', `attachment; filename="${file.name}"`)
    .header('Cache-Control', 'no-store')
    .send(file.body);
}

/** A deck's runs and a run's report and exports; owner-only (404 otherwise). */
export function registerReportRoutes(
  app: FastifyInstance,
  deps: {
    reports: TReportsService;
    exports: TExportsService;
    authenticate: preHandlerAsyncHookHandler;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoute(deps.authenticate, ['reports'], errors);
  const ownerId = (request: Parameters<typeof getAuth>[0]) => getAuth(request).user.id;

  api.get(
    `${API_PATHS.reportRuns}:id/`,
    route('The runs (sessions) of a presentation, newest first', {
      params: ZIdParamsSchema,
      response: { 200: ZRunListResponseSchema },
    }),
    async (request) => deps.reports.listRuns(ownerId(request), request.params.id),
  );

  api.get(
    `${API_PATHS.reportRun}:id/`,
    route('A run’s report: every slide with its results, and every participant', {
      params: ZIdParamsSchema,
      response: { 200: ZRunReportSchema },
    }),
    async (request) => deps.reports.report(ownerId(request), request.params.id),
  );

  api.get(
    `${API_PATHS.reportRun}:id/slide/:slideId/`,
    route('Each participant’s response to one slide of a run', {
      params: ZRunSlideParamsSchema,
      response: { 200: ZSlideResponsesSchema },
    }),
    async (request) =>
      deps.reports.slideResponses(ownerId(request), request.params.id, request.params.slideId),
  );

  api.get(
    `${API_PATHS.reportRun}:id/slide/:slideId/image/`,
    route('One slide of a run with its results as a 1920×1080 PNG, as present mode shows it', {
      params: ZRunSlideParamsSchema,
      querystring: ZReportImageQuerySchema,
      response: { 200: z.unknown().describe('The PNG image'), 429: ZApiErrorSchema },
    }),
    async (request, reply) => {
      const { params, query } = request;
      const locale = reportLocaleOf(request, query.tz);
      const file = await deps.exports.slideImage(
        ownerId(request),
        params.id,
        params.slideId,
        locale,
      );
      return sendFile(reply, file);
    },
  );

  api.delete(
    `${API_PATHS.reportRun}:id/`,
    route('Delete a run with its participants and responses (not while it is running)', {
      params: ZIdParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await deps.reports.deleteRun(ownerId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.get(
    `${API_PATHS.reportExport}:id/`,
    route(
      'Download a run: an Excel workbook (xlsx) or a zip of CSV files (csv) with Overview, Questions and one table per slide, or a PDF report (pdf)',
      {
        params: ZIdParamsSchema,
        querystring: ZReportExportQuerySchema,
        response: {
          200: z
            .unknown()
            .describe('The file (xlsx workbook, zip of UTF-8 CSV files with BOM, or PDF)'),
          429: ZApiErrorSchema,
        },
      },
    ),
    async (request, reply) => {
      const { params, query } = request;
      const locale = reportLocaleOf(request, query.tz);
      return sendFile(
        reply,
        await deps.exports.exportRun(ownerId(request), params.id, query.format, locale),
      );
    },
  );
}
