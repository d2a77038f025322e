import { io, type Socket } from 'socket.io-client';
import { API_PATHS, LIVE_PROTOCOL_VERSION, type TLiveMessage } from '@crowdeck/core';
import type { BenchApi, TBenchDeck } from './api';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `count` phones (bare sockets) join the live deck and watch its slide; `changes` changes the
 * slide (between the deck's two polls) at least `count` times, and until `until` says so, and
 * answers the ms from each change to the last phone that had it. `onSeen` hears each phone that
 * had a change.
 */
export async function watchingPhones(
  api: BenchApi,
  url: string,
  live: TBenchDeck,
  count: number,
  onSeen?: (phone: Socket, index: number) => void,
) {
  const phones: Socket[] = [];
  let waiting: { slideId: string; left: number; done: () => void } | null = null;
  for (let i = 0; i < count; i += 1) {
    const socket = io(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      query: { type: 'audience' },
      auth: { protocol: LIVE_PROTOCOL_VERSION },
    });
    phones.push(socket);
    socket.on('new_message', (message: TLiveMessage) => {
      if (message.type !== 'state' || !waiting) return;
      if (message.state.slide?.id !== waiting.slideId) return;
      onSeen?.(socket, i);
      waiting.left -= 1;
      if (waiting.left === 0) waiting.done();
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const ack = (await socket.emitWithAck('audience:join', {
      code: live.code,
      name: `Phone ${i + 1}`,
    })) as { ok: boolean };
    if (!ack.ok) throw new Error(`phone ${i} could not join: ${JSON.stringify(ack)}`);
  }

  let flip = 0;
  async function changes(times: number, until?: () => boolean): Promise<number[]> {
    const took: number[] = [];
    for (let i = 0; i < times || (until && !until()); i += 1) {
      const slideId = live.pollIds[flip++ % 2]!;
      const started = Date.now();
      const arrived = new Promise<void>((resolve) => {
        waiting = { slideId, left: count, done: resolve };
      });
      await api.call('PUT', `${API_PATHS.slideNext}${live.id}/`, {
        slideActiveId: slideId,
        uniqueCode: live.code,
      });
      await arrived;
      took.push(Date.now() - started);
      await sleep(100);
    }
    return took;
  }

  return { phones, changes };
}
