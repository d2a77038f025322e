import { type ClusterMessage, MessageType } from 'socket.io-adapter';

type TTailEntry = {
  id: string;
  ms: number;
  seq: number;
  message: ClusterMessage;
  at: number;
  rooms: string[];
  dropped: boolean;
};

/** A stream id (`<ms>-<seq>`) as its two numbers. */
function parseId(id: string): [ms: number, seq: number] {
  const dash = id.indexOf('-');
  return [Number(id.slice(0, dash)), Number(id.slice(dash + 1))];
}

/** Whether stream id `a` (`<ms>-<seq>`) comes after `b`. */
export function isAfter(a: string, b: string): boolean {
  const [aMs, aSeq] = parseId(a);
  const [bMs, bSeq] = parseId(b);
  return aMs > bMs || (aMs === bMs && aSeq > bSeq);
}

const entryAfter = (entry: TTailEntry, ms: number, seq: number) =>
  entry.ms > ms || (entry.ms === ms && entry.seq > seq);

/** The index of the first entry of `list` (from `from`) after the id, by binary search. */
function firstAfter(list: TTailEntry[], from: number, ms: number, seq: number): number {
  let low = from;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    // Cast: middle is below list.length, so the entry is there (the index type says it may not be).
    if (entryAfter(list[middle] as TTailEntry, ms, seq)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Puts an entry in a list kept in stream order (nearly always at its end). */
function insertInOrder(list: TTailEntry[], from: number, entry: TTailEntry): void {
  let index = list.length;
  while (index > from && entryAfter(list[index - 1] as TTailEntry, entry.ms, entry.seq)) index -= 1;
  list.splice(index, 0, entry);
}

/** The key of the broadcasts to every socket (no rooms) among the rooms' lists. */
const EVERYONE = '\u0000everyone';

/**
 * The broadcasts this node has delivered to its own sockets during the recovery window, decoded
 * once, by their stream ids and by room: what a socket back after a blip missed is read here
 * instead of from Redis. Reading the stream for each of thousands of recovering sockets decoded
 * the same entries thousands of times (15,000 phones on two nodes: 131 s of CPU, a quarter of
 * them not back in 90 s); a room's list spares each socket the broadcasts to the other rooms (a
 * big room's broadcasts go to its shards). An offset this node has not kept (it started later,
 * or the window has passed) is answered with null: the caller then reads the stream.
 */
export class StreamTail {
  /** In stream order (another node's broadcast may be delivered after a later one of this node). */
  private readonly entries: TTailEntry[] = [];
  private head = 0;
  private readonly byRoom = new Map<string, TTailEntry[]>();

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
    const { packet, opts } = message.data;
    const copied =
      typeof packet === 'object' &&
      packet !== null &&
      'data' in packet &&
      Array.isArray(packet.data)
        ? // Cast: Array.isArray narrows to any[]; its items are not known here.
          { ...packet, data: [...(packet.data as unknown[])] }
        : packet;
    const kept: ClusterMessage = { ...message, data: { ...message.data, packet: copied } };
    const at = this.now();
    const [ms, seq] = parseId(id);
    const rooms = opts.rooms.length === 0 ? [EVERYONE] : [...new Set(opts.rooms)];
    const entry: TTailEntry = { id, ms, seq, message: kept, at, rooms, dropped: false };
    insertInOrder(this.entries, this.head, entry);
    for (const room of rooms) {
      const list = this.byRoom.get(room);
      if (list) insertInOrder(list, 0, entry);
      else this.byRoom.set(room, [entry]);
    }
    this.prune(at);
  }

  /**
   * The kept broadcasts after `offset` to any of `rooms` or to everyone, in stream order; null
   * when `offset` is not kept.
   */
  after(offset: string, rooms: readonly string[]): [string, ClusterMessage][] | null {
    this.prune(this.now());
    const [ms, seq] = parseId(offset);
    const next = firstAfter(this.entries, this.head, ms, seq);
    if (next === this.head || this.entries[next - 1]?.id !== offset) return null;
    const found = new Set<TTailEntry>();
    for (const room of [EVERYONE, ...rooms]) {
      const list = this.byRoom.get(room);
      if (!list) continue;
      for (let i = firstAfter(list, 0, ms, seq); i < list.length; i += 1) {
        // Cast: i is below list.length (the index type says the entry may not be there).
        const entry = list[i] as TTailEntry;
        if (!entry.dropped) found.add(entry);
      }
    }
    return [...found]
      .sort((a, b) => a.ms - b.ms || a.seq - b.seq)
      .map((entry) => [entry.id, entry.message]);
  }

  get size(): number {
    return this.entries.length - this.head;
  }

  private prune(now: number): void {
    while (this.head < this.entries.length) {
      // Cast: head is below entries.length, checked by the loop.
      const first = this.entries[this.head] as TTailEntry;
      if (first.at >= now - this.keepMs && this.size <= this.maxEntries) break;
      first.dropped = true;
      this.head += 1;
      for (const room of first.rooms) this.dropHead(room);
    }
    // The array is compacted once its dropped head outweighs what it keeps.
    if (this.head > 1024 && this.head > this.size) {
      this.entries.splice(0, this.head);
      this.head = 0;
    }
  }

  /** A room's list loses its dropped entries from its start (its list goes once empty). */
  private dropHead(room: string): void {
    const list = this.byRoom.get(room);
    if (!list) return;
    let count = 0;
    // Cast: count is below list.length, checked just before.
    while (count < list.length && (list[count] as TTailEntry).dropped) count += 1;
    if (count === list.length) this.byRoom.delete(room);
    else if (count > 0) list.splice(0, count);
  }
}
