import {
  LIVE_PROTOCOL_VERSION,
  type ClientToServerEvents,
  type ServerToClientEvents,
  PRESENTER_SOCKET_TYPE,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_TIMEOUT_MS,
} from '@crowdeck/core';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { runtimeConfig } from '../config/runtime-config';
import { getRequestToken } from './token';

/** Where the presenter's realtime connections go: the API's origin, or this page's. */
export function presenterSocketUrl(): string {
  return runtimeConfig.apiUrl || window.location.origin;
}

/**
 * How a presenter's realtime connection is made: WebSocket only, reconnecting after 1 s rising
 * to 5 s, 20 s timeout, the token as it is at each (re)connection.
 */
export function presenterSocketOptions(): Partial<ManagerOptions & SocketOptions> {
  return {
    query: { type: PRESENTER_SOCKET_TYPE },
    // A function, so every reconnection sends the token current at that moment.
    auth: (send) => send({ token: getRequestToken(), protocol: LIVE_PROTOCOL_VERSION }),
    transports: ['websocket'],
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
    timeout: SOCKET_TIMEOUT_MS,
  };
}

/** A presenter's realtime connection, typed with the live protocol's events. */
export type TPresenterSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Opens a presenter's realtime connection, downloading the client library first (only the pages
 * that connect pay for it); null when `isStopped` says the page no longer wants it by then.
 */
export async function openPresenterSocket(
  isStopped: () => boolean,
): Promise<TPresenterSocket | null> {
  const { io } = await import('socket.io-client');
  if (isStopped()) return null;
  return io(presenterSocketUrl(), presenterSocketOptions());
}
