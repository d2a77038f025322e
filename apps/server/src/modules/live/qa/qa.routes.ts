import {
  API_PATHS,
  ZIdParamsSchema,
  ZQaActionRequestSchema,
  ZQaQueueSchema,
  ZQaSettingsRequestSchema,
} from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, REMOTE_PRESENTATION_PARAM } from '../../../http/authenticate';
import { AUTHED_ERROR_RESPONSES, BEARER_SECURITY } from '../../../http/openapi-schema';
import type { TQaService } from './qa.service';

const tags = ['live'];
const security = BEARER_SECURITY;
const errors = AUTHED_ERROR_RESPONSES;

/** The presenter's Q&A: the queue, settings and moderation; owner-only (404 otherwise). */
export function registerQaRoutes(
  app: FastifyInstance,
  deps: { qa: TQaService; authenticate: preHandlerAsyncHookHandler },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = deps.authenticate;
  const ownerId = (request: Parameters<typeof getAuth>[0]) => getAuth(request).user.id;

  api.get(
    `${API_PATHS.liveQa}:id/`,
    {
      preHandler,
      config: { remote: REMOTE_PRESENTATION_PARAM },
      schema: {
        tags,
        security,
        summary:
          'Q&A of the current run: settings and every question (pending, dismissed included)',
        params: ZIdParamsSchema,
        response: { 200: ZQaQueueSchema, ...errors },
      },
    },
    async (request) => deps.qa.queue(ownerId(request), request.params.id),
  );

  api.put(
    `${API_PATHS.liveQa}:id/settings/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Turn Q&A on or off, choose how names show and whether questions need approval',
        params: ZIdParamsSchema,
        body: ZQaSettingsRequestSchema,
        response: { 200: ZQaQueueSchema, ...errors },
      },
    },
    async (request) => deps.qa.saveSettings(ownerId(request), request.params.id, request.body),
  );

  api.post(
    `${API_PATHS.liveQa}:id/question/:questionId/`,
    {
      preHandler,
      config: { remote: REMOTE_PRESENTATION_PARAM },
      schema: {
        tags,
        security,
        summary:
          'Moderate a question: approve, dismiss, restore, answer, unanswer, highlight, unhighlight',
        params: z.object({ id: z.string(), questionId: z.string() }),
        body: ZQaActionRequestSchema,
        response: { 200: ZQaQueueSchema, ...errors },
      },
    },
    async (request) =>
      deps.qa.act(
        ownerId(request),
        request.params.id,
        request.params.questionId,
        request.body.action,
      ),
  );
}
