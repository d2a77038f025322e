import {
  API_PATHS,
  type TRemotePairing,
  type TRemotePairingCreated,
  type TRemotePairResponse,
  type TScreenRequest,
} from '@crowdeck/core';
import { api, getById, withId } from '../api/client';

/** Tells the deck's other presenter windows what the big screen shows now. */
export const putScreen = (presentationId: string, body: TScreenRequest) =>
  api.put<{ at: number }>(withId(API_PATHS.liveScreen, presentationId), body);

/** The deck's phone-remote pairings, newest first. */
export const getPairings = getById<TRemotePairing[]>(API_PATHS.liveRemote);

/** A new one-time pairing code (shown once, as a QR code). */
export const postPairing = (presentationId: string) =>
  api.post<TRemotePairingCreated>(withId(API_PATHS.liveRemote, presentationId));

/** Revokes a pairing: an unused code dies, a paired remote is signed out. */
export const deletePairing = (presentationId: string, pairingId: string) =>
  api.delete<{ ok: true }>(
    `${withId(API_PATHS.liveRemote, presentationId)}${encodeURIComponent(pairingId)}/`,
  );

/** The phone's one use of a pairing code: its remote session of that presentation. */
export const postRemotePair = (token: string) =>
  api.post<TRemotePairResponse>(API_PATHS.remotePair, { token });

/** The paired phone unpairs itself (its remote session ends). */
export const deleteRemotePair = (presentationId: string) =>
  api.delete<{ ok: true }>(withId(API_PATHS.remotePair, presentationId));
