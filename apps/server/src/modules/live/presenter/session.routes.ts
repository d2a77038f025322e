import {
  API_PATHS,
  ZIdParamsSchema,
  ZRunChoiceRequestSchema,
  ZRunEndedSchema,
  ZRunStatusSchema,
} from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, REMOTE_PRESENTATION_PARAM } from '../../../http/authenticate';
import { AUTHED_ERROR_RESPONSES, BEARER_SECURITY } from '../../../http/openapi-schema';
import type { createDeckAccess } from '../../decks/deck-access';
import type { TEndRun } from './end-run';
import type { TLiveSessionService } from './session.service';

const tags = ['live'];
const security = BEARER_SECURITY;
const errors = AUTHED_ERROR_RESPONSES;

/** The session's beginning and end (current run, end, continue or new); owner-only (404). */
export function registerLiveSessionRoutes(
  app: FastifyInstance,
  deps: {
    session: TLiveSessionService;
    endRun: TEndRun;
    access: Pick<ReturnType<typeof createDeckAccess>, 'presentation'>;
    authenticate: preHandlerAsyncHookHandler;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = deps.authenticate;
  const ownerId = (request: Parameters<typeof getAuth>[0]) => getAuth(request).user.id;

  api.get(
    `${API_PATHS.liveRun}:id/`,
    {
      preHandler,
      config: { remote: REMOTE_PRESENTATION_PARAM },
      schema: {
        tags,
        security,
        summary: 'The run phones join now: started, ended, participants and responses',
        params: ZIdParamsSchema,
        response: { 200: ZRunStatusSchema, ...errors },
      },
    },
    async (request) => deps.session.current(ownerId(request), request.params.id),
  );

  api.post(
    `${API_PATHS.liveRun}:id/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Present again: continue the current run, or start a new one (the old one is kept)',
        params: ZIdParamsSchema,
        body: ZRunChoiceRequestSchema,
        response: { 200: ZRunStatusSchema, ...errors },
      },
    },
    async (request) => deps.session.choose(ownerId(request), request.params.id, request.body.mode),
  );

  api.post(
    `${API_PATHS.liveEnd}:id/`,
    {
      preHandler,
      config: { remote: REMOTE_PRESENTATION_PARAM },
      schema: {
        tags,
        security,
        summary: 'End the session: phones are told, nobody joins or answers after',
        params: ZIdParamsSchema,
        response: { 200: ZRunEndedSchema, ...errors },
      },
    },
    async (request) => {
      const deck = await deps.access.presentation(ownerId(request), request.params.id, 'present');
      return deps.endRun(deck.id);
    },
  );
}
