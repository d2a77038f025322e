import { type ClusterMessage, MessageType } from 'socket.io-adapter';

type TTailEntry = { id: string; message: ClusterMessage; at: number };

/** Whether stream id `a` (`<ms>-<seq>`) comes after `b`. */
export function isAfter(a: string, b: string): boolean {
  const [aMs = 0, aSeq = 0] = a.split('-').map(Number);
  const [bMs = 0, bSeq = 0] = b.split('-').map(Number);
  return aMs > bMs || (aMs === bMs && aSeq > bSeq);
}

/**
 * The broadcasts this node has delivered to its own sockets during the recovery window, decoded
 * once, by their stream ids: what a socket back after a blip missed is read here instead of from
 * Redis. Reading the stream for each of thousands of recovering sockets decoded the same entries
 * thousands of times (15,000 phones on two nodes: 131 s of CPU, a quarter of them not back in
 * 90 s). An offset this node has not kept (it started later, or the window has passed) is
 * answered with null: the caller then reads the stream.
 */
export class StreamTail {
  private readonly entries: TTailEntry[] = [];
  private head = 0;
  private readonly ids = new Set<string>();

  constructor(
    private readonly keepMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Keeps a broadcast delivered here (other kinds of message are not replayed). Its packet's
   * arguments are copied: Socket.IO appends the offset to them when it delivers the broadcast.
   */
  add(id: string, message: ClusterMessage): void {
    if (message.type !== MessageType.BROADCAST || message.data.requestId !== undefined) return;
    const { packet } = message.data;
    const copied =
      typeof packet === 'object' &&
      packet !== null &&
      'data' in packet &&
      Array.isArray(packet.data)
        ? { ...packet, data: [...(packet.data as unknown[])] }
        : packet;
    const kept: ClusterMessage = { ...message, data: { ...message.data, packet: copied } };
    const at = this.now();
    this.entries.push({ id, message: kept, at });
    this.ids.add(id);
    this.prune(at);
  }

  /** The kept broadcasts after `offset`, in stream order; null when `offset` is not kept. */
  after(offset: string): [string, ClusterMessage][] | null {
    this.prune(this.now());
    if (!this.ids.has(offset)) return null;
    const found: [string, ClusterMessage][] = [];
    for (let i = this.head; i < this.entries.length; i += 1) {
      const entry = this.entries[i] as TTailEntry;
      if (isAfter(entry.id, offset)) found.push([entry.id, entry.message]);
    }
    return found.sort(([a], [b]) => (a === b ? 0 : isAfter(a, b) ? 1 : -1));
  }

  get size(): number {
    return this.entries.length - this.head;
  }

  private prune(now: number): void {
    while (this.head < this.entries.length) {
      const first = this.entries[this.head] as TTailEntry;
      if (first.at >= now - this.keepMs && this.size <= this.maxEntries) break;
      this.ids.delete(first.id);
      this.head += 1;
    }
    // The array is compacted once its dropped head outweighs what it keeps.
    if (this.head > 1024 && this.head > this.size) {
      this.entries.splice(0, this.head);
      this.head = 0;
    }
  }
}
