import {
  API_ERROR_CODES,
  REMOTE_PAIRING_TTL_MS,
  REMOTE_SESSION_TTL_MS,
  type TRemotePairing,
  type TRemotePairingCreated,
  type TRemotePairResponse,
  type TScreenRequest,
  type TScreenShown,
} from '@crowdeck/core';
import type { TRemotePairingRow } from '../../../db/schema';
import { ApiError, notFound } from '../../../http/api-error';
import type { TClock } from '../../../lib/clock';
import { createOpaqueToken, hashToken } from '../../../lib/tokens';
import type { createDeckAccess } from '../../decks/deck-access';
import type { TLiveGateway } from '../realtime/gateway';
import type { TControlRepository } from './remote-pairing.repository';
import { mayRemoteUnpair } from '../../../policies';

/** The caller of a control route: who owns the deck and which session is asking. */
export interface TControlCaller {
  ownerId: string;
  sessionId: string;
}

/** What a pairing is now, as the control screen lists it. */
function toPairingView(row: TRemotePairingRow, now: number): TRemotePairing {
  const status = row.revokedAt
    ? 'revoked'
    : row.usedAt
      ? row.remoteSessionId
        ? 'paired'
        : 'revoked'
      : row.expiresAt.getTime() <= now
        ? 'expired'
        : 'waiting';
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status,
  };
}

const pairingRefused = () =>
  new ApiError(
    404,
    API_ERROR_CODES.notFound,
    'This pairing code was already used, has expired or was revoked. Show a new code on the control screen and scan it again.',
  ).because('remote.pairingGone');

/**
 * The control screen's server side: the big screen's state relayed between the presenter's
 * windows (on any node, through the presenter room), and phone remotes paired by one-time codes.
 */
export function createControlService(deps: {
  access: ReturnType<typeof createDeckAccess>;
  repo: TControlRepository;
  gateway: TLiveGateway;
  clock: TClock;
}) {
  const { access, repo, gateway, clock } = deps;

  return {
    /**
     * PUT /api/live/screen/: a window changed the big screen; every other presenter window of
     * the deck follows. The server's time orders the changes.
     */
    async screen(ownerId: string, presentationId: string, input: TScreenRequest) {
      const deck = await access.presentation(ownerId, presentationId);
      const screen: TScreenShown = { ...input, at: clock.now() };
      await repo.saveScreen(deck.id, screen);
      gateway.sendToPresenter(deck.uniqueCode, { type: 'screen', screen });
      return { at: screen.at };
    },

    /** GET /api/live/remote/: the deck's pairings, newest first. */
    async pairings(ownerId: string, presentationId: string): Promise<TRemotePairing[]> {
      const deck = await access.presentation(ownerId, presentationId);
      const now = clock.now();
      return (await repo.listPairings(deck.id)).map((row) => toPairingView(row, now));
    },

    /** POST /api/live/remote/: a new one-time code for this deck, made by the caller's session. */
    async createPairing(
      caller: TControlCaller,
      presentationId: string,
    ): Promise<TRemotePairingCreated> {
      const deck = await access.presentation(caller.ownerId, presentationId);
      const token = createOpaqueToken();
      const now = clock.now();
      const row = await repo.insertPairing({
        tokenHash: hashToken(token),
        presentationId: deck.id,
        sessionId: caller.sessionId,
        createdAt: new Date(now),
        expiresAt: new Date(now + REMOTE_PAIRING_TTL_MS),
      });
      return { pairing: toPairingView(row, now), token };
    },

    /** DELETE /api/live/remote/<id>/<pairingId>/: the code dies; a paired remote is signed out. */
    async revoke(ownerId: string, presentationId: string, pairingId: string) {
      const deck = await access.presentation(ownerId, presentationId);
      const remoteSessionId = await repo.revoke(deck.id, pairingId, new Date(clock.now()));
      if (remoteSessionId === undefined) throw notFound();
      if (remoteSessionId) gateway.endSessions({ sessionId: remoteSessionId });
      return { ok: true as const };
    },

    /** DELETE /api/remote/pair/<id>/: the paired phone lets go (its session ends, sockets too). */
    async unpair(caller: { sessionId: string; scopePresentationId: string | null }, id: string) {
      // A signed-in presenter has no pairing of its own to end: only a remote's session does.
      if (!mayRemoteUnpair(caller.scopePresentationId, id)) throw notFound();
      const ended = await repo.revokeBySession(id, caller.sessionId, new Date(clock.now()));
      if (!ended) throw notFound();
      gateway.endSessions({ sessionId: caller.sessionId });
      return { ok: true as const };
    },

    /** POST /api/remote/pair/: the phone's one use of the code, for a session of that deck only. */
    async pair(token: string): Promise<TRemotePairResponse> {
      const remoteToken = createOpaqueToken();
      const paired = await repo.redeem({
        tokenHash: hashToken(token),
        remoteTokenHash: hashToken(remoteToken),
        now: new Date(clock.now()),
        ttlMs: REMOTE_SESSION_TTL_MS,
      });
      if (!paired) throw pairingRefused();
      return {
        token: remoteToken,
        presentationId: paired.presentationId,
        expiresAt: paired.expiresAt.toISOString(),
      };
    },
  };
}

export type TControlService = ReturnType<typeof createControlService>;
