import { LIVE_PROTOCOL_VERSION, type TLiveAck } from '@crowdeck/core';
import { io, type Socket } from 'socket.io-client';

/** How long a join may go unanswered before it counts as dropped (its socket was closed). */
const ACK_TIMEOUT_MS = 5_000;

/** How the server answered one wrong-code join. */
export type TFloodOutcome = 'not_found' | 'rate_limited' | 'ok' | 'other' | 'dropped';

/** One flooding client's socket, from `localAddress` (a loopback address of its own). */
export function connectFloodSocket(url: string, localAddress = '127.0.0.1'): Promise<Socket> {
  const socket = io(url, {
    query: { type: 'audience' },
    auth: { protocol: LIVE_PROTOCOL_VERSION },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    localAddress,
  } as Parameters<typeof io>[1]);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Emits `count` wrong-code joins at once on one socket; resolves with how each was answered. */
export function floodBurst(
  socket: Socket,
  count: number,
  offset: number,
): Promise<TFloodOutcome[]> {
  const acks = Array.from({ length: count }, (_, i) =>
    socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('audience:join', { code: String(10_000_000 + offset + i) })
      .then(
        (ack: TLiveAck<unknown>): TFloodOutcome =>
          ack.ok
            ? 'ok'
            : ack.error.code === 'not_found' || ack.error.code === 'rate_limited'
              ? ack.error.code
              : 'other',
        (): TFloodOutcome => 'dropped',
      ),
  );
  return Promise.all(acks);
}

/** What a flood sent and how it was answered. */
export interface TFloodResult {
  outcomes: TFloodOutcome[];
  /** Sockets the server would not open for the flooding client. */
  connectErrors: number;
  ms: number;
}

/** Counts of each outcome. */
export function tallyFlood(outcomes: TFloodOutcome[]): Record<TFloodOutcome, number> {
  const tally = { not_found: 0, rate_limited: 0, ok: 0, other: 0, dropped: 0 };
  for (const outcome of outcomes) tally[outcome] += 1;
  return tally;
}

/**
 * One client flooding `url` with wrong-code joins: sockets in turn, each sending `perSocket` at
 * once and then waiting `pauseMs`, until at least `joins` were sent and `stop()` says the
 * measurement around it is over.
 */
export async function floodUntil(
  url: string,
  joins: number,
  stop: () => boolean,
  perSocket = 100,
  pauseMs = 100,
): Promise<TFloodResult> {
  const started = performance.now();
  const outcomes: TFloodOutcome[] = [];
  let connectErrors = 0;
  while (outcomes.length < joins || !stop()) {
    const socket = await connectFloodSocket(url).catch(() => null);
    if (!socket) {
      connectErrors += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    outcomes.push(...(await floodBurst(socket, perSocket, outcomes.length)));
    socket.close();
    // About 1,000 joins a second: a flood, without this client taking a core of the two.
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return { outcomes, connectErrors, ms: performance.now() - started };
}
