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
import { authedRoutes, authedUserId as ownerId } from '../../../http/authed-route';
import { REMOTE_PRESENTATION_PARAM } from '../../../http/authenticate';
import type { TQaService } from './qa.service';

/** The presenter's Q&A: the queue, settings and moderation; owner-only (404 otherwise). */
export function registerQaRoutes(
  app: FastifyInstance,
  deps: { qa: TQaService; authenticate: preHandlerAsyncHookHandler },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoutes(deps.authenticate, ['live']);

  api.get(
    `${API_PATHS.liveQa}:id/`,
    route({
      summary: 'Q&A of the current run: settings and every question (pending, dismissed included)',
      params: ZIdParamsSchema,
      ok: ZQaQueueSchema,
      remote: REMOTE_PRESENTATION_PARAM,
    }),
    async (request) => deps.qa.queue(ownerId(request), request.params.id),
  );

  api.put(
    `${API_PATHS.liveQa}:id/settings/`,
    route({
      summary: 'Turn Q&A on or off, choose how names show and whether questions need approval',
      params: ZIdParamsSchema,
      body: ZQaSettingsRequestSchema,
      ok: ZQaQueueSchema,
    }),
    async (request) => deps.qa.saveSettings(ownerId(request), request.params.id, request.body),
  );

  api.post(
    `${API_PATHS.liveQa}:id/question/:questionId/`,
    route({
      summary:
        'Moderate a question: approve, dismiss, restore, answer, unanswer, highlight, unhighlight',
      params: z.object({ id: z.string(), questionId: z.string() }),
      body: ZQaActionRequestSchema,
      ok: ZQaQueueSchema,
      remote: REMOTE_PRESENTATION_PARAM,
    }),
    async (request) =>
      deps.qa.act(
        ownerId(request),
        request.params.id,
        request.params.questionId,
        request.body.action,
      ),
  );
}
