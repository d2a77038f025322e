import { io, type Socket } from 'socket.io-client';
import {
  AUDIENCE_SOCKET_TYPE,
  LIVE_PROTOCOL_VERSION,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_TIMEOUT_MS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@crowdeck/core';
import { runtimeConfig } from '../lib/runtime-config';

/** The audience's realtime connection, typed by the core contract. */
export type TLiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Opens the one audience socket of this page. socket.io-client comes with the session screen's
 * chunk, never with the join page (app/preload.ts). WebSocket only: no long-polling, so no sticky
 * sessions are needed.
 */
export function openLiveSocket(apiUrl: string = runtimeConfig.apiUrl): TLiveSocket {
  return io(apiUrl, {
    query: { type: AUDIENCE_SOCKET_TYPE },
    // The server refuses pages older than it speaks: they reload (live-session.ts).
    auth: { protocol: LIVE_PROTOCOL_VERSION },
    transports: ['websocket'],
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
    timeout: SOCKET_TIMEOUT_MS,
  });
}
