import {
  API_PATHS,
  ZIdParamsSchema,
  ZModerationResponseSchema,
  ZOkResponseSchema,
  ZRoomLockRequestSchema,
  ZRoomResponseSchema,
} from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authedRoutes, authedUserId as ownerId } from '../../../http/authed-route';
import type { TLiveRoomService } from './room.service';

/** The presenter's room controls (list, lock, remove, moderation); owner-only (404 otherwise). */
export function registerLiveRoomRoutes(
  app: FastifyInstance,
  deps: { room: TLiveRoomService; authenticate: preHandlerAsyncHookHandler },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoutes(deps.authenticate, ['live']);

  api.get(
    `${API_PATHS.liveRoom}:id/`,
    route({
      summary: 'Participants in the room (newest first) and whether it is locked',
      params: ZIdParamsSchema,
      ok: ZRoomResponseSchema,
    }),
    async (request) => deps.room.room(ownerId(request), request.params.id),
  );

  api.get(
    `${API_PATHS.liveModeration}:id/`,
    route({
      summary: 'Words and open-ended answers, held back by the filter or hidden included',
      params: ZIdParamsSchema,
      ok: ZModerationResponseSchema,
    }),
    async (request) => deps.room.moderation(ownerId(request), request.params.id),
  );

  api.put(
    `${API_PATHS.liveRoomLock}:id/`,
    route({
      summary: 'Lock the room to new joins (joined phones still resume), or open it again',
      params: ZIdParamsSchema,
      body: ZRoomLockRequestSchema,
      ok: ZRoomLockRequestSchema,
    }),
    async (request) => deps.room.lock(ownerId(request), request.params.id, request.body.isLocked),
  );

  api.delete(
    `${API_PATHS.liveParticipantRemove}:id/`,
    route({
      summary: 'Remove a participant: its phone is told and its token refused from then on',
      params: ZIdParamsSchema,
      ok: ZOkResponseSchema,
    }),
    async (request) => {
      await deps.room.remove(ownerId(request), request.params.id);
      return { ok: true as const };
    },
  );
}
