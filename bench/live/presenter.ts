import { io, type Socket } from 'socket.io-client';
import {
  API_PATHS,
  LIVE_PROTOCOL_VERSION,
  PRESENTER_SOCKET_TYPE,
  type TLiveMessage,
} from '@crowdeck/core';
import type { BenchApi } from './api';

/**
 * The presenter's screen as the benchmark sees it: a signed-in presenter socket attached to the
 * deck, noting when each results message arrived and the count it held.
 */
export class BenchPresenter {
  private readonly counts: { at: number; slideId: string; total: number }[] = [];

  private constructor(private readonly socket: Socket) {
    socket.on('new_message', (message: TLiveMessage) => {
      if (message.type !== 'results') return;
      const { slideId, totalResponses } = message.results;
      this.counts.push({ at: Date.now(), slideId, total: totalResponses });
    });
  }

  static async attach(url: string, token: string, api: BenchApi, presentationId: string) {
    const socket = io(url, {
      transports: ['websocket'],
      forceNew: true,
      query: { type: PRESENTER_SOCKET_TYPE },
      auth: { protocol: LIVE_PROTOCOL_VERSION, token },
      // The presenter app's origin: presenter sockets must come from it.
      extraHeaders: { origin: url },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(error));
    });
    await api.call('POST', API_PATHS.audiencePresenterJoin, {
      presentationId,
      socketId: socket.id,
    });
    return new BenchPresenter(socket);
  }

  /** When the presenter first held `total` responses for the slide (waits up to `timeoutMs`). */
  async reached(slideId: string, total: number, timeoutMs = 30_000): Promise<number | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.counts.find((c) => c.slideId === slideId && c.total >= total);
      if (hit) return hit.at;
      if (Date.now() > deadline) return null;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  close(): void {
    this.socket.disconnect();
  }
}
