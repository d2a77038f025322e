import type { Namespace } from 'socket.io';
import { type Adapter, type ClusterMessage, MessageType } from 'socket.io-adapter';
import type { TOutbox } from './outbox';

/** What a cluster adapter does with a message from another node (public in Socket.IO's docs). */
type TMessageHandler = { onMessage(message: ClusterMessage, offset?: string): void };

/**
 * Wraps a cluster adapter (Redis streams) so that broadcasts from other nodes reach this node's
 * sockets through its outbox: in order with its own messages, a shard per step, instead of every
 * message a poll of Redis returned written out in one turn of the event loop (a slide change to
 * 7,500 phones of a node blocked it 150–250 ms). Everything else the nodes tell each other
 * (heartbeats, fetchSockets, the live bus) is handled at once, as before.
 */
export function pacedClusterAdapter(
  create: (nsp: Namespace) => Adapter,
  outbox: TOutbox,
): (nsp: Namespace) => Adapter {
  // A function, not an arrow: Socket.IO calls it with `new` (it returns the adapter it made).
  return function paced(nsp: Namespace): Adapter {
    const adapter = create(nsp);
    const handler = adapter as unknown as TMessageHandler;
    const handle = handler.onMessage.bind(adapter);
    handler.onMessage = (message, offset) => {
      if (message.type !== MessageType.BROADCAST || message.data.requestId !== undefined) {
        handle(message, offset);
        return;
      }
      const rooms = message.data.opts.rooms;
      outbox.push({
        weight: () => rooms.reduce((n, room) => n + (adapter.rooms.get(room)?.size ?? 0), 0),
        run: () => handle(message, offset),
      });
    };
    return adapter;
  };
}
