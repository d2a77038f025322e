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
import {
  getAuth,
  REMOTE_PRESENTATION_BODY,
  REMOTE_PRESENTATION_PARAM,
  REMOTE_SLIDE_PARAM,
} from '../../../http/authenticate';
import { AUTHED_ERROR_RESPONSES, BEARER_SECURITY } from '../../../http/openapi-schema';
import type { TLiveControlService } from './control.service';

const tags = ['live'];
const security = BEARER_SECURITY;
const errors = AUTHED_ERROR_RESPONSES;

/** The presenter's live controls; each is limited to the caller's own presentations. */
export function registerLiveControlRoutes(
  app: FastifyInstance,
  deps: { control: TLiveControlService; authenticate: preHandlerAsyncHookHandler },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = deps.authenticate;
  const ownerId = (request: Parameters<typeof getAuth>[0]) => getAuth(request).user.id;

  api.post(
    API_PATHS.audiencePresenterJoin,
    {
      preHandler,
      config: { remote: REMOTE_PRESENTATION_BODY },
      schema: {
        tags,
        security,
        summary: "Attach the presenter's socket to its presentation and read the live state",
        body: ZPresenterJoinRequestSchema,
        response: { 200: ZLiveSnapshotSchema, ...errors },
      },
    },
    async (request) => deps.control.presenterJoin(ownerId(request), request.body),
  );

  api.put(
    `${API_PATHS.slideNext}:id/`,
    {
      preHandler,
      config: { remote: REMOTE_PRESENTATION_PARAM },
      schema: {
        tags,
        security,
        summary: 'Change the live slide; phones follow',
        params: ZIdParamsSchema,
        body: ZSlideNextRequestSchema,
        response: { 200: ZLiveControlResponseSchema, ...errors },
      },
    },
    async (request) => deps.control.next(ownerId(request), request.params.id, request.body),
  );

  api.post(
    `${API_PATHS.slideGame}:id/`,
    {
      preHandler,
      config: { remote: REMOTE_SLIDE_PARAM },
      schema: {
        tags,
        security,
        summary: 'Start (intro, then open for the time limit) or close a quiz question',
        params: ZIdParamsSchema,
        body: ZSlideGameRequestSchema,
        response: { 200: ZLiveControlResponseSchema, ...errors },
      },
    },
    async (request) => deps.control.game(ownerId(request), request.params.id, request.body),
  );
}
