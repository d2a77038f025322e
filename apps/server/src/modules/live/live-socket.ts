import type { Server as HttpServer } from 'node:http';
import {
  AUDIENCE_SOCKET_TYPE,
  LIVE_LIMITS,
  PRESENTER_SOCKET_TYPE,
  ZAnswerRequestSchema,
  ZJoinRequestSchema,
  ZReactionRequestSchema,
} from '@crowdeck/core';
import { Server, type ServerOptions } from 'socket.io';
import type { TLiveServer } from './live-gateway';

const BEARER_TOKEN = /^[A-Za-z0-9_-]{16,256}$/;

/** Socket.IO's own limits: how long a dropped phone may come back with its rooms and missed messages. */
const RECOVERY_MS = 2 * 60 * 1000;

/**
 * Creates the Socket.IO server on the API's HTTP server: default path, CORS and Origin limited
 * to the two web apps, frames over LIVE_LIMITS.maxSocketFrameBytes dropped, connection-state
 * recovery on. Presenter sockets must come from an allowed Origin with a valid bearer token.
 */
export function createLiveServer(
  httpServer: HttpServer,
  deps: {
    /** Whether a page at `origin` may open a socket on the API reached at `host`. */
    isOriginAllowed(origin: string, host: string | undefined): boolean;
    findUserId(token: string): Promise<string | null>;
    /** Socket.IO's Redis Streams adapter when several nodes run; in memory otherwise. */
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
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS, skipMiddlewares: true },
    serveClient: false,
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });

  io.use((socket, next) => {
    const type = socket.handshake.query.type;
    const origin = socket.handshake.headers.origin;
    const host = socket.handshake.headers.host;
    const originOk = origin === undefined || deps.isOriginAllowed(origin, host);
    if (type === AUDIENCE_SOCKET_TYPE) {
      if (!originOk) return next(new Error('origin_not_allowed'));
      socket.data = { kind: 'audience' };
      return next();
    }
    if (type !== PRESENTER_SOCKET_TYPE) return next(new Error('unknown_type'));
    if (!origin || !originOk) return next(new Error('origin_not_allowed'));
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !BEARER_TOKEN.test(token)) {
      return next(new Error('unauthorized'));
    }
    deps.findUserId(token).then(
      (userId) => {
        if (!userId) return next(new Error('unauthorized'));
        socket.data = { kind: 'presenter', userId };
        next();
      },
      () => next(new Error('internal_error')),
    );
  });
  return io;
}

/** The client-to-server payload schemas, by event (the parse step of every handler). */
export const LIVE_EVENT_SCHEMAS = {
  'audience:join': ZJoinRequestSchema,
  'answer:submit': ZAnswerRequestSchema,
  'reaction:send': ZReactionRequestSchema,
} as const;
