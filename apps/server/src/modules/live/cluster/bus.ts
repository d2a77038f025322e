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

/**
 * Several nodes: Socket.IO's server-side events through the Redis adapter, with acknowledgements.
 * It sends through the adapter's own `serverSideEmit(packet)` (Socket.IO's `serverSideEmitWithAck`
 * does the same but drops the promise that method returns, which rejects when Redis stays away
 * long enough for counting the nodes to fail): that failure is logged here, and the message is
 * lost, which `publish` tolerates (it goes on after its second, as when a node does not answer).
 */
export function createClusterBus(io: TLiveServer, onError: (error: unknown) => void): TLiveBus {
  return {
    async publish(message) {
      // Settles once every other node acknowledged; or, if one died meanwhile and never answers,
      // with the adapter's timeout error: the others were told all the same.
      const sent = new Promise<void>((resolve) => {
        const acknowledged = () => resolve();
        const emitted = io.of('/').adapter.serverSideEmit(['live:bus', message, acknowledged]);
        Promise.resolve(emitted).catch((error: unknown) => onError(error));
      });
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
