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
import { getAuth, REMOTE_PRESENTATION_PARAM } from '../../../http/authenticate';
import type { TRateLimits } from '../../../lib/rate-limit';
import { presenterRoute, registerPresenterRoutes } from '../realtime/presenter-routes';
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
  const { control } = deps;
  registerPresenterRoutes(app, deps.authenticate, [
    presenterRoute('PUT', `${API_PATHS.liveScreen}:id/`, {
      summary:
        'A presenter window changed the big screen (slide, lobby, QR code); the others follow',
      params: ZIdParamsSchema,
      body: ZScreenRequestSchema,
      ok: z.object({ at: z.number().int() }),
      remote: REMOTE_PRESENTATION_PARAM,
      handle: (ownerId, { params, body }) => control.screen(ownerId, params.id, body),
    }),
    presenterRoute('GET', `${API_PATHS.liveRemote}:id/`, {
      summary: "The presentation's phone-remote pairings, newest first",
      params: ZIdParamsSchema,
      ok: z.array(ZRemotePairingSchema),
      handle: (ownerId, { params }) => control.pairings(ownerId, params.id),
    }),
    presenterRoute('POST', `${API_PATHS.liveRemote}:id/`, {
      summary:
        'A one-time code (valid 5 minutes) that pairs a phone as the remote of this presentation',
      params: ZIdParamsSchema,
      ok: ZRemotePairingCreatedSchema,
      handle: async (ownerId, request) => {
        const { sessionId } = getAuth(request);
        return control.createPairing({ ownerId, sessionId }, request.params.id);
      },
    }),
    presenterRoute('DELETE', `${API_PATHS.liveRemote}:id/:pairingId/`, {
      summary: 'Revoke a pairing: an unused code dies, a paired remote is signed out at once',
      params: z.object({ id: z.string(), pairingId: z.uuid('id.invalid') }),
      ok: ZOkResponseSchema,
      handle: (ownerId, { params }) => control.revoke(ownerId, params.id, params.pairingId),
    }),
    presenterRoute('DELETE', `${API_PATHS.remotePair}:id/`, {
      summary: "The paired phone unpairs itself: its remote's session ends at once",
      params: ZIdParamsSchema,
      ok: ZOkResponseSchema,
      remote: REMOTE_PRESENTATION_PARAM,
      handle: (_ownerId, request) => control.unpair(getAuth(request), request.params.id),
    }),
  ]);

  app.withTypeProvider<ZodTypeProvider>().post(
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
    async (request) => control.pair(request.body.token),
  );
}
