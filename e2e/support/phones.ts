import {
  AUDIENCE_SOCKET_TYPE,
  LIVE_PROTOCOL_VERSION,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type TLiveAck,
} from '@crowdeck/core';
import { io, type Socket } from 'socket.io-client';
import { E2E_PRESENTER_URL } from './env';

/** A phone of the audience, as a bare Socket.IO client (cheaper than a browser page). */
export type TPhoneSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What a join answered: admitted, or refused with the server's code (e.g. 'full'). */
export type TJoinResult =
  { socket: TPhoneSocket; ok: true } | { socket: TPhoneSocket; ok: false; code: string };

/**
 * Connects an audience socket to the server at `url` the way the audience app does (WebSocket
 * only, with the phone's protocol version: without it the server refuses the connection).
 */
export function connectPhone(url = E2E_PRESENTER_URL): Promise<TPhoneSocket> {
  const socket: TPhoneSocket = io(url, {
    query: { type: AUDIENCE_SOCKET_TYPE },
    auth: { protocol: LIVE_PROTOCOL_VERSION },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Connects a phone and joins the presentation with the code; resolves with the answer. */
export async function joinPhone(code: string, name: string): Promise<TJoinResult> {
  const socket = await connectPhone();
  const ack = (await socket
    .timeout(10_000)
    .emitWithAck('audience:join', { code, name })) as TLiveAck<unknown>;
  return ack.ok ? { socket, ok: true } : { socket, ok: false, code: ack.error.code };
}

/** Joins `count` phones one after another (names `<prefix> 1`…), in order. */
export async function joinPhones(code: string, prefix: string, count: number, from = 1) {
  const results: TJoinResult[] = [];
  for (let i = from; i < from + count; i++) results.push(await joinPhone(code, `${prefix} ${i}`));
  return results;
}

/** Closes every phone's socket. */
export function closePhones(results: readonly TJoinResult[]): void {
  for (const result of results) result.socket.close();
}
