import {
  API_PATHS,
  type TModerationResponse,
  type TRoomLockRequest,
  type TRoomResponse,
} from '@crowdeck/core';
import { api } from '../api/client';

const withId = (path: string, id: string) => `${path}${encodeURIComponent(id)}/`;

/** Who is in the room (newest first) and whether it is locked. */
export const getRoom = (presentationId: string) =>
  api.get<TRoomResponse>(withId(API_PATHS.liveRoom, presentationId));

/** Locks the room to new joins, or opens it again. */
export const putRoomLock = (presentationId: string, isLocked: boolean) =>
  api.put<TRoomLockRequest>(withId(API_PATHS.liveRoomLock, presentationId), { isLocked });

/** Removes a participant: its phone is told, its token refused from then on. */
export const deleteParticipant = (participantId: string) =>
  api.delete<unknown>(withId(API_PATHS.liveParticipantRemove, participantId));

/** Every word and open-ended answer, held back and hidden ones included. */
export const getModeration = (presentationId: string) =>
  api.get<TModerationResponse>(withId(API_PATHS.liveModeration, presentationId));
