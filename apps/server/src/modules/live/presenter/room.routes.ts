import {
  API_PATHS,
  ZIdParamsSchema,
  ZModerationResponseSchema,
  ZOkResponseSchema,
  ZRoomLockRequestSchema,
  ZRoomResponseSchema,
} from '@crowdeck/core';
import { answerOk } from '../../../http/ok-answer';
import { presenterRoute } from '../realtime/presenter-routes';
import type { TLiveRoomService } from './room.service';

/** The presenter's room controls (list, lock, remove, moderation); owner-only (404 otherwise). */
export const liveRoomRoutes = (room: TLiveRoomService) => [
  presenterRoute('GET', `${API_PATHS.liveRoom}:id/`, {
    summary: 'Participants in the room (newest first) and whether it is locked',
    params: ZIdParamsSchema,
    ok: ZRoomResponseSchema,
    handle: (ownerId, { params }) => room.room(ownerId, params.id),
  }),
  presenterRoute('GET', `${API_PATHS.liveModeration}:id/`, {
    summary: 'Words and open-ended answers, held back by the filter or hidden included',
    params: ZIdParamsSchema,
    ok: ZModerationResponseSchema,
    handle: (ownerId, { params }) => room.moderation(ownerId, params.id),
  }),
  presenterRoute('PUT', `${API_PATHS.liveRoomLock}:id/`, {
    summary: 'Lock the room to new joins (joined phones still resume), or open it again',
    params: ZIdParamsSchema,
    body: ZRoomLockRequestSchema,
    ok: ZRoomLockRequestSchema,
    handle: (ownerId, { params, body }) => room.lock(ownerId, params.id, body.isLocked),
  }),
  presenterRoute('DELETE', `${API_PATHS.liveParticipantRemove}:id/`, {
    summary: 'Remove a participant: its phone is told and its token refused from then on',
    params: ZIdParamsSchema,
    ok: ZOkResponseSchema,
    handle: async (ownerId, { params }) => answerOk(room.remove(ownerId, params.id)),
  }),
];
