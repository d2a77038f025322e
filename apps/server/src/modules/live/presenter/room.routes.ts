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
import { getAuth } from '../../../http/authenticate';
import { AUTHED_ERROR_RESPONSES, BEARER_SECURITY } from '../../../http/openapi-schema';
import type { TLiveRoomService } from './room.service';

const tags = ['live'];
const security = BEARER_SECURITY;
const errors = AUTHED_ERROR_RESPONSES;

/** The presenter's room controls (list, lock, remove, moderation); owner-only (404 otherwise). */
export function registerLiveRoomRoutes(
  app: FastifyInstance,
  deps: { room: TLiveRoomService; authenticate: preHandlerAsyncHookHandler },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = deps.authenticate;
  const ownerId = (request: Parameters<typeof getAuth>[0]) => getAuth(request).user.id;

  api.get(
    `${API_PATHS.liveRoom}:id/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Participants in the room (newest first) and whether it is locked',
        params: ZIdParamsSchema,
        response: { 200: ZRoomResponseSchema, ...errors },
      },
    },
    async (request) => deps.room.room(ownerId(request), request.params.id),
  );

  api.get(
    `${API_PATHS.liveModeration}:id/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Words and open-ended answers, held back by the filter or hidden included',
        params: ZIdParamsSchema,
        response: { 200: ZModerationResponseSchema, ...errors },
      },
    },
    async (request) => deps.room.moderation(ownerId(request), request.params.id),
  );

  api.put(
    `${API_PATHS.liveRoomLock}:id/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Lock the room to new joins (joined phones still resume), or open it again',
        params: ZIdParamsSchema,
        body: ZRoomLockRequestSchema,
        response: { 200: ZRoomLockRequestSchema, ...errors },
      },
    },
    async (request) => deps.room.lock(ownerId(request), request.params.id, request.body.isLocked),
  );

  api.delete(
    `${API_PATHS.liveParticipantRemove}:id/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Remove a participant: its phone is told and its token refused from then on',
        params: ZIdParamsSchema,
        response: { 200: ZOkResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deps.room.remove(ownerId(request), request.params.id);
      return { ok: true as const };
    },
  );
}
