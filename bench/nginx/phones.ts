import { io, type Socket } from 'socket.io-client';
import { LIVE_PROTOCOL_VERSION, type TLiveAck, type TLiveMessage } from '@crowdeck/core';

/** A phone as the audience app opens it: WebSocket only, from the audience origin. */
export interface TPhone {
  socket: Socket;
  /** How many times it joined again after a reconnection (as the app does, with its token). */
  rejoins(): number;
  /** Resolves when a `state` message shows the given slide, rejects after `ms`. */
  nextSlide(slideId: string, ms: number): Promise<void>;
}

type TJoinAck = TLiveAck<{ participantToken: string }>;

/**
 * Connects a phone to `apiUrl` (through the balancer) and joins the session `code` as `name`.
 * Like the audience app it reconnects by itself and joins again with its participant token.
 */
export async function joinPhone(apiUrl: string, origin: string, code: string, name: string) {
  const socket = io(apiUrl, {
    transports: ['websocket'],
    query: { type: 'audience' },
    auth: { protocol: LIVE_PROTOCOL_VERSION },
    extraHeaders: { origin },
    forceNew: true,
    reconnectionDelay: 300,
    reconnectionDelayMax: 1000,
    timeout: 10_000,
  });
  let participantToken: string | undefined;
  let rejoins = 0;
  const slides: string[] = [];
  const waiters = new Set<() => void>();
  socket.on('new_message', (message: TLiveMessage) => {
    if (message.type !== 'state') return;
    slides.push(message.state.slide?.id ?? '');
    for (const wake of waiters) wake();
  });
  const join = () =>
    new Promise<void>((resolve, reject) => {
      const payload = { code, name, ...(participantToken ? { participantToken } : {}) };
      socket
        .timeout(10_000)
        .emit('audience:join', payload, (error: Error | null, ack?: TJoinAck) => {
          if (error || !ack) return reject(new Error(`${name}: no answer to audience:join`));
          if (!ack.ok) return reject(new Error(`${name} was refused: ${ack.error.code}`));
          participantToken = ack.data.participantToken;
          resolve();
        });
    });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', (error) => reject(new Error(`${name}: ${error.message}`)));
  });
  await join();
  socket.on('connect', () => {
    void join().then(() => (rejoins += 1), console.error);
  });
  return {
    socket,
    rejoins: () => rejoins,
    nextSlide: (slideId, ms) =>
      new Promise((resolve, reject) => {
        const seen = slides.length;
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`${name} did not receive the change to slide ${slideId} in ${ms} ms`));
        }, ms);
        const wake = () => {
          if (!slides.slice(seen).includes(slideId)) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
      }),
  } satisfies TPhone;
}
