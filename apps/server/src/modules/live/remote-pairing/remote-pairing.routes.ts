import {
  API_PATHS,
  ZApiErrorSchema,
  ZIdParamsSchema,
  ZOkResponseSchema,
  ZRemotePairingCreatedSchema,
  ZRemotePairingSchema,
  ZRemotePairRequestSchema,
  ZRemotePairResponseSchema,
  ZScreenRequestSchema,
} from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authedRoutes, authedUserId as ownerId } from '../../../http/authed-route';
import { getAuth, REMOTE_PRESENTATION_PARAM } from '../../../http/authenticate';
import type { TRateLimits } from '../../../lib/rate-limit';
import type { TControlService } from './remote-pairing.service';

/**
 * The control screen's routes: the big screen's state (open to the deck's phone remote too) and
 * the pairing of phone remotes (the signed-in owner only: a remote cannot pair another).
 */
export function registerControlRoutes(
  app: FastifyInstance,
  deps: {
    control: TControlService;
    authenticate: preHandlerAsyncHookHandler;
    rateLimits: Pick<TRateLimits, 'consume'>;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoutes(deps.authenticate, ['live']);

  api.put(
    `${API_PATHS.liveScreen}:id/`,
    route({
      summary:
        'A presenter window changed the big screen (slide, lobby, QR code); the others follow',
      params: ZIdParamsSchema,
      body: ZScreenRequestSchema,
      ok: z.object({ at: z.number().int() }),
      remote: REMOTE_PRESENTATION_PARAM,
    }),
    async (request) => deps.control.screen(ownerId(request), request.params.id, request.body),
  );

  api.get(
    `${API_PATHS.liveRemote}:id/`,
    route({
      summary: "The presentation's phone-remote pairings, newest first",
      params: ZIdParamsSchema,
      ok: z.array(ZRemotePairingSchema),
    }),
    async (request) => deps.control.pairings(ownerId(request), request.params.id),
  );

  api.post(
    `${API_PATHS.liveRemote}:id/`,
    route({
      summary:
        'A one-time code (valid 5 minutes) that pairs a phone as the remote of this presentation',
      params: ZIdParamsSchema,
      ok: ZRemotePairingCreatedSchema,
    }),
    async (request) => {
      const auth = getAuth(request);
      return deps.control.createPairing(
        { ownerId: auth.user.id, sessionId: auth.sessionId },
        request.params.id,
      );
    },
  );

  api.delete(
    `${API_PATHS.liveRemote}:id/:pairingId/`,
    route({
      summary: 'Revoke a pairing: an unused code dies, a paired remote is signed out at once',
      params: z.object({ id: z.string(), pairingId: z.uuid('id.invalid') }),
      ok: ZOkResponseSchema,
    }),
    async (request) =>
      deps.control.revoke(ownerId(request), request.params.id, request.params.pairingId),
  );

  api.delete(
    `${API_PATHS.remotePair}:id/`,
    route({
      summary: "The paired phone unpairs itself: its remote's session ends at once",
      params: ZIdParamsSchema,
      ok: ZOkResponseSchema,
      remote: REMOTE_PRESENTATION_PARAM,
    }),
    async (request) => deps.control.unpair(getAuth(request), request.params.id),
  );

  api.post(
    API_PATHS.remotePair,
    {
      preValidation: async (request) => deps.rateLimits.consume('remotePairPerIp', request.ip),
      schema: {
        tags: ['live'],
        summary:
          "A phone trades a one-time pairing code for a remote's session of that presentation only",
        body: ZRemotePairRequestSchema,
        response: {
          200: ZRemotePairResponseSchema,
          400: ZApiErrorSchema,
          404: ZApiErrorSchema,
          429: ZApiErrorSchema,
        },
      },
    },
    async (request) => deps.control.pair(request.body.token),
  );
}
