import { SessionAwareAdapter, type Session } from 'socket.io-adapter';

type TKeptPacket = {
  id: string;
  opts: { rooms: Set<string>; except: Set<string> };
  data: unknown[];
};

/** The parts of socket.io-adapter's SessionAwareAdapter this reads (private in its types). */
interface TSessionState {
  sessions: Map<string, Omit<Session, 'missedPackets'> & { disconnectedAt: number }>;
  packets: TKeptPacket[];
  maxDisconnectionDuration: number;
}

/** SessionAwareAdapter's rule: a broadcast to everyone, or to one of the socket's rooms, not excluding any. */
function shouldInclude(rooms: string[], opts: TKeptPacket['opts']): boolean {
  const included = opts.rooms.size === 0 || rooms.some((room) => opts.rooms.has(room));
  return included && rooms.every((room) => !opts.except.has(room));
}

/**
 * Socket.IO's in-memory adapter with connection-state recovery (one node, no Redis), finding a
 * recovering socket's offset by its position instead of a search. SessionAwareAdapter keeps every
 * broadcast of the recovery window (two minutes) and looked each recovering socket's offset up
 * from the oldest one: when thousands of phones came back from one blip at once, each of them
 * searched the whole window (a quarter of a second of the node's CPU in 500 phones' storm, growing
 * with phones × broadcasts kept). Each stored broadcast is numbered as it is kept; the window's
 * first number then tells where any offset is. What is restored is unchanged.
 */
export class RecoveryAdapter extends SessionAwareAdapter {
  /** The number each kept broadcast was given, by its offset (the packet's id). */
  private readonly numbers = new Map<string, number>();
  private next = 0;

  private get stored(): TKeptPacket[] {
    // Cast: SessionAwareAdapter's kept broadcasts are private in its types.
    return (this as unknown as TSessionState).packets;
  }

  override broadcast(packet: unknown, opts: Parameters<SessionAwareAdapter['broadcast']>[1]): void {
    const before = this.stored.length;
    super.broadcast(packet, opts);
    const kept = this.stored;
    // Kept for recovery (an event without acknowledgement, not volatile): numbered.
    if (kept.length > before) this.numbers.set((kept.at(-1) as { id: string }).id, this.next++);
    // The window's expired broadcasts are dropped by SessionAwareAdapter's timer: so are their numbers.
    if (this.numbers.size > 2 * kept.length + 1024) this.forgetExpired();
  }

  /**
   * SessionAwareAdapter's own restore (the same session checks, the same missed broadcasts) with
   * the offset found by its number; an offset it does not know is refused, as there.
   */
  override restoreSession(pid: string, offset: string): Promise<Session> {
    // Cast: SessionAwareAdapter's sessions and kept broadcasts are private in its types.
    const self = this as unknown as TSessionState;
    const none = null as unknown as Promise<Session>;
    const session = self.sessions.get(pid);
    if (!session) return none;
    if (session.disconnectedAt + self.maxDisconnectionDuration < Date.now()) {
      self.sessions.delete(pid);
      return none;
    }
    const kept = self.packets;
    const number = this.numbers.get(offset);
    const first = kept[0] ? this.numbers.get(kept[0].id) : undefined;
    const index = number === undefined || first === undefined ? -1 : number - first;
    if (index < 0 || kept[index]?.id !== offset) return none;
    const missedPackets: unknown[][] = [];
    for (let i = index + 1; i < kept.length; i++) {
      // Cast: i is below kept.length, so the entry is there (the index type says it may not be).
      const packet = kept[i] as TKeptPacket;
      if (shouldInclude(session.rooms, packet.opts)) missedPackets.push(packet.data);
    }
    return Promise.resolve({ ...session, missedPackets });
  }

  private forgetExpired(): void {
    const first = this.stored[0];
    const from = first ? (this.numbers.get(first.id) ?? this.next) : this.next;
    for (const [id, number] of this.numbers) if (number < from) this.numbers.delete(id);
  }
}
