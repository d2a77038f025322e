import { withTimeout } from '../../../lib/redis';
import type { TLiveBusMessage, TLiveServer } from '../realtime/gateway';

/** How long a node waits for the others to confirm a message before going on without them. */
const BUS_ACK_MS = 1_000;

/**
 * Tells the other nodes what changed in a live session, so their caches and timers follow at
 * once. `publish` resolves once every other node has handled the message (or after a second),
 * so a push sent next never reaches a phone whose node still has the old slide.
 */
export interface TLiveBus {
  publish(message: TLiveBusMessage): Promise<void>;
  /**
   * Handles the messages of the other nodes; a message is acknowledged once its handler's
   * promise (if it returns one) settles.
   */
  subscribe(handler: (message: TLiveBusMessage) => Promise<void> | void): void;
}

/** One node: nobody else to tell. */
export function createLocalBus(): TLiveBus {
  return { publish: async () => undefined, subscribe: () => undefined };
}

/** Several nodes: Socket.IO's server-side events through the Redis adapter, with acknowledgements. */
export function createClusterBus(io: TLiveServer, onError: (error: unknown) => void): TLiveBus {
  // Socket.IO leaves the adapter's promise unhandled, and it rejects when Redis stays away for
  // long (counting the nodes fails): the message is then lost, which `publish` tolerates.
  const adapter = io.of('/').adapter as unknown as { serverSideEmit(packet: unknown[]): unknown };
  const emit = adapter.serverSideEmit.bind(adapter);
  adapter.serverSideEmit = (packet) => Promise.resolve(emit(packet)).catch(onError);
  return {
    async publish(message) {
      // A node that died meanwhile never answers (a timeout): the others were told all the same.
      const sent = io.serverSideEmitWithAck('live:bus', message).then(
        () => undefined,
        () => undefined,
      );
      await withTimeout(sent, BUS_ACK_MS, undefined);
    },
    subscribe(handler) {
      io.on('live:bus', (message, ack) => {
        const done = () => ack(true);
        const failed = (error: unknown) => {
          onError(error);
          done();
        };
        try {
          const handled = handler(message);
          if (handled) handled.then(done, failed);
          else done();
        } catch (error) {
          failed(error);
        }
      });
    },
  };
}
