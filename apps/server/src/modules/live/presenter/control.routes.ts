import {
  API_PATHS,
  ZIdParamsSchema,
  ZLiveControlResponseSchema,
  ZLiveSnapshotSchema,
  ZPresenterJoinRequestSchema,
  ZSlideGameRequestSchema,
  ZSlideNextRequestSchema,
} from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authedRoutes, authedUserId as ownerId } from '../../../http/authed-route';
import {
  REMOTE_PRESENTATION_BODY,
  REMOTE_PRESENTATION_PARAM,
  REMOTE_SLIDE_PARAM,
} from '../../../http/authenticate';
import type { TLiveControlService } from './control.service';

/** The presenter's live controls; each is limited to the caller's own presentations. */
export function registerLiveControlRoutes(
  app: FastifyInstance,
  deps: { control: TLiveControlService; authenticate: preHandlerAsyncHookHandler },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoutes(deps.authenticate, ['live']);

  api.post(
    API_PATHS.audiencePresenterJoin,
    route({
      summary: "Attach the presenter's socket to its presentation and read the live state",
      body: ZPresenterJoinRequestSchema,
      ok: ZLiveSnapshotSchema,
      remote: REMOTE_PRESENTATION_BODY,
    }),
    async (request) => deps.control.presenterJoin(ownerId(request), request.body),
  );

  api.put(
    `${API_PATHS.slideNext}:id/`,
    route({
      summary: 'Change the live slide; phones follow',
      params: ZIdParamsSchema,
      body: ZSlideNextRequestSchema,
      ok: ZLiveControlResponseSchema,
      remote: REMOTE_PRESENTATION_PARAM,
    }),
    async (request) => deps.control.next(ownerId(request), request.params.id, request.body),
  );

  api.post(
    `${API_PATHS.slideGame}:id/`,
    route({
      summary: 'Start (intro, then open for the time limit) or close a quiz question',
      params: ZIdParamsSchema,
      body: ZSlideGameRequestSchema,
      ok: ZLiveControlResponseSchema,
      remote: REMOTE_SLIDE_PARAM,
    }),
    async (request) => deps.control.game(ownerId(request), request.params.id, request.body),
  );
}
