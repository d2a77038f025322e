import { io, type Socket } from 'socket.io-client';
import type { TLiveAck, TLiveMessage } from '@crowdeck/core';

/** A phone as the audience app opens it: WebSocket only, from the audience origin. */
export interface TPhone {
  socket: Socket;
  /** Resolves when a `state` message shows the given slide, rejects after `ms`. */
  nextSlide(slideId: string, ms: number): Promise<void>;
}

/** Connects a phone to `apiUrl` (through the balancer) and joins the session `code` as `name`. */
export function joinPhone(apiUrl: string, origin: string, code: string, name: string) {
  const socket = io(apiUrl, {
    transports: ['websocket'],
    query: { type: 'audience' },
    extraHeaders: { origin },
    forceNew: true,
    reconnection: false,
    timeout: 10_000,
  });
  const slides: string[] = [];
  const waiters = new Set<() => void>();
  socket.on('new_message', (message: TLiveMessage) => {
    if (message.type !== 'state') return;
    slides.push(message.state.slide?.id ?? '');
    for (const wake of waiters) wake();
  });
  const phone: TPhone = {
    socket,
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
  };
  return new Promise<TPhone>((resolve, reject) => {
    socket.once('connect_error', (error) => reject(new Error(`${name}: ${error.message}`)));
    socket.once('connect', () => {
      socket.emit('audience:join', { code, name }, (ack: TLiveAck<unknown>) =>
        ack.ok ? resolve(phone) : reject(new Error(`${name} was refused: ${ack.error.code}`)),
      );
    });
  });
}
