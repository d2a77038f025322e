import {
  API_PATHS,
  LIVE_PROTOCOL_VERSION,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type TAudienceState,
  type TJoinRequest,
  type TLiveAck,
  type TLiveMessage,
  type TParticipantView,
  type TPresentation,
} from '@crowdeck/core';
import { io as connect, type Socket } from 'socket.io-client';
import type { TApp } from '../app';
import { callOk } from './deck-factories';

/** A typed Socket.IO client as the phones and the presenter use it. */
export type TClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Origin of the presenter app in tests (config default). */
export const PRESENTER_ORIGIN = 'http://localhost:3000';

/** Starts the app on a random local port and returns its base URL. */
export async function listen(app: TApp, port = 0): Promise<string> {
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Opens a socket and resolves once connected (or rejects with the connect_error). */
export function openSocket(
  url: string,
  options: {
    type: string;
    token?: string;
    origin?: string;
    reconnection?: boolean;
    /** The page's protocol version (LIVE_PROTOCOL_VERSION unless a test sends an old one). */
    protocol?: number | null;
    /** X-Forwarded-For: the client address a server with TRUST_PROXY sees. */
    forwardedFor?: string;
  },
): Promise<TClientSocket> {
  const protocol = options.protocol === undefined ? LIVE_PROTOCOL_VERSION : options.protocol;
  const socket: TClientSocket = connect(url, {
    query: { type: options.type },
    auth: {
      ...(options.token ? { token: options.token } : {}),
      ...(protocol === null ? {} : { protocol }),
    },
    transports: ['websocket'],
    forceNew: true,
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 100,
    reconnectionDelayMax: 200,
    extraHeaders: {
      ...(options.origin ? { origin: options.origin } : {}),
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** An audience socket. */
export const openPhone = (url: string, reconnection = false) =>
  openSocket(url, { type: 'audience', reconnection });

/** The presenter's socket, attached to its presentation's room. */
export async function openPresenter(app: TApp, url: string, token: string, presentationId: string) {
  const socket = await openSocket(url, { type: 'presenter', token, origin: PRESENTER_ORIGIN });
  await callOk(app, token, 'POST', API_PATHS.audiencePresenterJoin, {
    presentationId,
    socketId: socket.id,
  });
  return socket;
}

/** Emits an event and resolves with its acknowledgement. */
export function emit<E extends keyof ClientToServerEvents>(
  socket: TClientSocket,
  event: E,
  payload: unknown,
): Promise<Parameters<Parameters<ClientToServerEvents[E]>[1]>[0]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the typed overloads of emitWithAck
  return (socket.timeout(10_000) as any).emitWithAck(event, payload);
}

/** Joins and returns the successful acknowledgement's data; throws on a refusal. */
export async function joinOk(
  socket: TClientSocket,
  payload: Pick<TJoinRequest, 'code' | 'name' | 'participantToken' | 'again' | 'team'>,
): Promise<{ participantToken: string; state: TAudienceState }> {
  const ack = await emit(socket, 'audience:join', payload);
  if (!ack.ok) throw new Error(`join refused: ${ack.error.code}`);
  return ack.data;
}

/** Submits an answer and returns the acknowledgement. */
export function answer(
  socket: TClientSocket,
  payload: Record<string, unknown>,
): Promise<TLiveAck<{ me: TParticipantView; heldBack?: boolean }>> {
  return emit(socket, 'answer:submit', { requestId: crypto.randomUUID(), ...payload });
}

/** Resolves with the next `new_message` of a type (and matching `test`), or rejects on timeout. */
export function nextMessage<T extends TLiveMessage['type']>(
  socket: TClientSocket,
  type: T,
  test: (message: Extract<TLiveMessage, { type: T }>) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<Extract<TLiveMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('new_message', listener);
      reject(new Error(`no ${type} message within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (message: TLiveMessage) => {
      if (message.type !== type) return;
      const typed = message as Extract<TLiveMessage, { type: T }>;
      if (!test(typed)) return;
      clearTimeout(timer);
      socket.off('new_message', listener);
      resolve(typed);
    };
    socket.on('new_message', listener);
  });
}

/** Marks which options of a quiz slide are correct (by position). */
export async function markCorrect(app: TApp, token: string, deck: TPresentation, index: number) {
  const slide = deck.Slides[index];
  if (!slide) throw new Error('no slide');
  await callOk(app, token, 'PUT', `${API_PATHS.optionUpdate}${slide.options[0]?.id}/`, {
    isCorrect: true,
  });
  return slide;
}

/** The socket's network drops (its WebSocket closes): it may come back with its session. */
export function dropTransport(socket: TClientSocket): void {
  (socket.io.engine as unknown as { transport: { ws: WebSocket } }).transport.ws.close();
}

/** Resolves with the reason once the socket is disconnected ('io server disconnect': by the server). */
export function disconnected(socket: TClientSocket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

/** Closes sockets quietly. */
export function closeAll(sockets: TClientSocket[]): void {
  for (const socket of sockets) socket.close();
}
