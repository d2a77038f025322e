import { io, type Socket } from 'socket.io-client';
import {
  audienceSocketOptions,
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
  // An outdated page reloads (live-session.ts).
  return io(apiUrl, audienceSocketOptions());
}
