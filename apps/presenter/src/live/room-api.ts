import {
  API_PATHS,
  type TExtraTimeCodeResponse,
  type TExtraTimeRequest,
  type TModerationResponse,
  type TRoomLockRequest,
  type TRoomResponse,
} from '@crowdeck/core';
import { api, getById, withId } from '../api/client';

/** Who is in the room (newest first) and whether it is locked. */
export const getRoom = getById<TRoomResponse>(API_PATHS.liveRoom);

/** Locks the room to new joins, or opens it again. */
export const putRoomLock = (presentationId: string, isLocked: boolean) =>
  api.put<TRoomLockRequest>(withId(API_PATHS.liveRoomLock, presentationId), { isLocked });

/** Removes a participant: its phone is told, its token refused from then on. */
export const deleteParticipant = (participantId: string) =>
  api.delete<unknown>(withId(API_PATHS.liveParticipantRemove, participantId));

/** Every word and open-ended answer, held back and hidden ones included. */
export const getModeration = getById<TModerationResponse>(API_PATHS.liveModeration);

/** Gives a participant extra time (×1.5, ×2) or takes it back (×1). */
export const putExtraTime = (participantId: string, timeFactor: TExtraTimeRequest['timeFactor']) =>
  api.put<unknown>(withId(API_PATHS.liveExtraTime, participantId), { timeFactor });

/** The session's extra time code (made on first ask), for this private view only. */
export const getExtraTimeCode = getById<TExtraTimeCodeResponse>(API_PATHS.liveExtraTimeCode);
