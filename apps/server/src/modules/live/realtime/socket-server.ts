import type { Server as HttpServer } from 'node:http';
import {
  AUDIENCE_SOCKET_TYPE,
  EMBED_SOCKET_TYPE,
  LIVE_LIMITS,
  LIVE_PROTOCOL_MIN,
  LIVE_PROTOCOL_OUTDATED,
  LIVE_UNAUTHORIZED,
  PRESENTER_SOCKET_TYPE,
  ZAnswerRequestSchema,
  ZJoinRequestSchema,
  ZQaAskRequestSchema,
  ZQaListRequestSchema,
  ZQaVoteRequestSchema,
  ZReactionRequestSchema,
  ZExtraTimeClaimSchema,
  ZTeamChangeRequestSchema,
  ZCoeditJoinSchema,
  ZCoeditLeaveSchema,
  ZCoeditLockSchema,
  ZCoeditSlideSchema,
} from '@crowdeck/core';
import { Server, type ServerOptions } from 'socket.io';
import { writeBroadcastFramesDirectly } from './direct-frames';
import { LIVE_ROOMS, type TLiveServer, type TLiveSocket } from './gateway';
import { mayEmbedResume } from '../../../policies';
import { RecoveryAdapter } from './recovery-adapter';

const BEARER_TOKEN = /^[A-Za-z0-9_-]{16,256}$/;

/** Socket.IO's own limits: how long a dropped phone may come back with its rooms and missed messages. */
export const RECOVERY_MS = 2 * 60 * 1000;

/** A presenter's session: the user and the session row its bearer token belongs to. */
export interface TPresenterSession {
  userId: string;
  sessionId: string;
  expiresAt: Date;
  /** A phone remote's pairing session: signing that out disconnects the remote too. */
  parentSessionId: string | null;
}

/** A live embed's view token, as the socket middleware resolves it. */
export interface TEmbedViewer {
  tokenId: string;
  code: string;
}

/** Longest delay setTimeout takes; a session ending later is left to its next check. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** What a page too old for this server is told (the connect error's `data`). */
const OUTDATED_MESSAGE = 'This page is out of date. Reload it to continue.';

/** The socket's bearer token, if it is shaped like one. */
function readToken(socket: TLiveSocket): string | null {
  const token: unknown = socket.handshake.auth.token;
  return typeof token === 'string' && BEARER_TOKEN.test(token) ? token : null;
}

/** A presenter socket ends with its session's expiry, like the session's HTTP requests. */
function closeAtExpiry(socket: TLiveSocket, expiresAt: Date): void {
  const ms = expiresAt.getTime() - Date.now();
  if (ms > MAX_TIMER_MS) return;
  const timer = setTimeout(() => socket.disconnect(true), Math.max(0, ms));
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}

/** Whether the page speaks a protocol this server still understands. */
function isProtocolSupported(socket: TLiveSocket): boolean {
  const protocol: unknown = socket.handshake.auth.protocol;
  return typeof protocol === 'number' && protocol >= LIVE_PROTOCOL_MIN;
}

/**
 * Creates the Socket.IO server on the API's HTTP server: default path, CORS and Origin limited
 * to the two web apps, frames over LIVE_LIMITS.maxSocketFrameBytes dropped, connection-state
 * recovery on. Pages speaking an older protocol are refused (LIVE_PROTOCOL_OUTDATED). Presenter
 * sockets must come from an allowed Origin with a valid bearer token; they sit in rooms of their
 * user and session, so ending a session disconnects them on every node.
 */
export function createLiveServer(
  httpServer: HttpServer,
  deps: {
    /** Whether a page at `origin` may open a socket on the API reached at `host`. */
    isOriginAllowed(origin: string, host: string | undefined): boolean;
    findSession(token: string): Promise<TPresenterSession | null>;
    /** The presentation a live embed's view token shows, or null (unknown or revoked). */
    findEmbedToken?(token: string): Promise<TEmbedViewer | null>;
    /** The Redis Streams adapter (redis-streams-adapter.ts) when several nodes run; in memory otherwise. */
    adapter?: ServerOptions['adapter'];
  },
): TLiveServer {
  const io: TLiveServer = new Server(httpServer, {
    cors: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, {
        origin: !!origin && deps.isOriginAllowed(origin, request.headers.host),
        credentials: false,
      });
    },
    maxHttpBufferSize: LIVE_LIMITS.maxSocketFrameBytes,
    // Recovered sockets go through the middleware too: protocol and presenter session are checked
    // again before the client is told it is connected (it drops the missed events otherwise).
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS, skipMiddlewares: false },
    serveClient: false,
    // One node: Socket.IO's in-memory adapter, finding a recovering socket's offset at once.
    adapter: deps.adapter ?? RecoveryAdapter,
  });
  writeBroadcastFramesDirectly(io);

  io.use((socket, next) => {
    if (!isProtocolSupported(socket)) {
      // Socket.IO sends a connect error's `data` to the client with its message.
      return next(
        Object.assign(new Error(LIVE_PROTOCOL_OUTDATED), { data: { message: OUTDATED_MESSAGE } }),
      );
    }
    const type = socket.handshake.query.type;
    const origin = socket.handshake.headers.origin;
    const host = socket.handshake.headers.host;
    const originOk = origin === undefined || deps.isOriginAllowed(origin, host);
    if (type === AUDIENCE_SOCKET_TYPE) {
      if (!originOk) return next(new Error('origin_not_allowed'));
      // A recovered phone keeps its data (its participant), as Socket.IO restored it.
      if (!socket.recovered) socket.data = { kind: 'audience' };
      else if (socket.data.kind !== 'audience') return next(new Error('unknown_type'));
      return next();
    }
    if (type === EMBED_SOCKET_TYPE) {
      if (!origin || !originOk) return next(new Error('origin_not_allowed'));
      const token = readToken(socket);
      if (!token || !deps.findEmbedToken) return next(new Error(LIVE_UNAUTHORIZED));
      // Recovered or not, the token is checked again: it may have been revoked meanwhile.
      deps.findEmbedToken(token).then(
        async (viewer) => {
          if (!viewer) return next(new Error(LIVE_UNAUTHORIZED));
          if (socket.recovered && !mayEmbedResume(socket.data.embedTokenId, viewer.tokenId)) {
            return next(new Error(LIVE_UNAUTHORIZED));
          }
          socket.data = { kind: 'embed', embedTokenId: viewer.tokenId };
          // Read-only: an embed sends nothing (audience-handlers answer only joined phones).
          await socket.join([
            LIVE_ROOMS.embeds(viewer.code),
            LIVE_ROOMS.embedToken(viewer.tokenId),
          ]);
          next();
        },
        () => next(new Error('internal_error')),
      );
      return;
    }
    if (type !== PRESENTER_SOCKET_TYPE) return next(new Error('unknown_type'));
    if (!origin || !originOk) return next(new Error('origin_not_allowed'));
    const token = readToken(socket);
    if (!token) return next(new Error(LIVE_UNAUTHORIZED));
    if (socket.recovered) {
      // Back with its rooms and data: its session may have ended while it was away (nobody was
      // there to disconnect it), so it must still be the same live session.
      const known = socket.data.kind === 'presenter' ? socket.data.sessionId : null;
      deps.findSession(token).then(
        (session) => {
          if (!session || session.sessionId !== known) return next(new Error(LIVE_UNAUTHORIZED));
          closeAtExpiry(socket, session.expiresAt);
          next();
        },
        () => next(new Error('internal_error')),
      );
      return;
    }
    void (async () => {
      const session = await deps.findSession(token);
      if (!session) return next(new Error(LIVE_UNAUTHORIZED));
      socket.data = { kind: 'presenter', userId: session.userId, sessionId: session.sessionId };
      const sessionRooms = [session.sessionId, session.parentSessionId ?? []].flat();
      await socket.join([LIVE_ROOMS.user(session.userId), ...sessionRooms.map(LIVE_ROOMS.session)]);
      // A logout between the first check and the join was sent to a room this socket was not
      // in yet: once in the rooms, any later logout reaches it, so one more check closes the gap.
      const still = await deps.findSession(token);
      if (!still || still.sessionId !== session.sessionId) {
        return next(new Error(LIVE_UNAUTHORIZED));
      }
      closeAtExpiry(socket, session.expiresAt);
      next();
    })().catch(() => next(new Error('internal_error')));
  });

  return io;
}

/** The client-to-server payload schemas, by event (the parse step of every handler). */
export const LIVE_EVENT_SCHEMAS = {
  'audience:join': ZJoinRequestSchema,
  'answer:submit': ZAnswerRequestSchema,
  'reaction:send': ZReactionRequestSchema,
  'extraTime:claim': ZExtraTimeClaimSchema,
  'team:change': ZTeamChangeRequestSchema,
  'qa:ask': ZQaAskRequestSchema,
  'qa:vote': ZQaVoteRequestSchema,
  'qa:list': ZQaListRequestSchema,
  'coedit:join': ZCoeditJoinSchema,
  'coedit:slide': ZCoeditSlideSchema,
  'coedit:lock': ZCoeditLockSchema,
  'coedit:unlock': ZCoeditLockSchema,
  'coedit:leave': ZCoeditLeaveSchema,
} as const;
