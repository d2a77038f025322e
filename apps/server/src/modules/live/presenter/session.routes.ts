import {
  API_PATHS,
  ZIdParamsSchema,
  ZRunChoiceRequestSchema,
  ZRunEndedSchema,
  ZRunStatusSchema,
} from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authedRoutes, authedUserId as ownerId } from '../../../http/authed-route';
import { REMOTE_PRESENTATION_PARAM } from '../../../http/authenticate';
import type { createDeckAccess } from '../../decks/deck-access';
import type { TEndRun } from './end-run';
import type { TLiveSessionService } from './session.service';

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
  const route = authedRoutes(deps.authenticate, ['live']);

  api.get(
    `${API_PATHS.liveRun}:id/`,
    route({
      summary: 'The run phones join now: started, ended, participants and responses',
      params: ZIdParamsSchema,
      ok: ZRunStatusSchema,
      remote: REMOTE_PRESENTATION_PARAM,
    }),
    async (request) => deps.session.current(ownerId(request), request.params.id),
  );

  api.post(
    `${API_PATHS.liveRun}:id/`,
    route({
      summary: 'Present again: continue the current run, or start a new one (the old one is kept)',
      params: ZIdParamsSchema,
      body: ZRunChoiceRequestSchema,
      ok: ZRunStatusSchema,
    }),
    async (request) => deps.session.choose(ownerId(request), request.params.id, request.body.mode),
  );

  api.post(
    `${API_PATHS.liveEnd}:id/`,
    route({
      summary: 'End the session: phones are told, nobody joins or answers after',
      params: ZIdParamsSchema,
      ok: ZRunEndedSchema,
      remote: REMOTE_PRESENTATION_PARAM,
    }),
    async (request) => {
      const deck = await deps.access.presentation(ownerId(request), request.params.id, 'present');
      return deps.endRun(deck.id);
    },
  );
}
