import {
  API_PATHS,
  type TExtraTimeCodeResponse,
  type TExtraTimeRequest,
  type TModerationResponse,
  type TRoomLockRequest,
  type TRoomResponse,
} from '@crowdeck/core';
import { api, withId } from '../api/client';

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

/** Gives a participant extra time (×1.5, ×2) or takes it back (×1). */
export const putExtraTime = (participantId: string, timeFactor: TExtraTimeRequest['timeFactor']) =>
  api.put<unknown>(withId(API_PATHS.liveExtraTime, participantId), { timeFactor });

/** The session's extra time code (made on first ask), for this private view only. */
export const getExtraTimeCode = (presentationId: string) =>
  api.get<TExtraTimeCodeResponse>(withId(API_PATHS.liveExtraTimeCode, presentationId));
