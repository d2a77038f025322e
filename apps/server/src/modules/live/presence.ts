import type { TOnlineCounter } from './online-counter';

interface TOnlineParticipant {
  name: string | null;
  sockets: Set<string>;
}

/**
 * Who is connected now, per presentation, on this node. A participant takes one place in the
 * online counter however many sockets it has (a reconnect never counts twice); the place is
 * given back when its last socket leaves.
 */
export function createPresence(counter: TOnlineCounter) {
  const online = new Map<string, Map<string, TOnlineParticipant>>();

  const room = (presentationId: string) => {
    let map = online.get(presentationId);
    if (!map) online.set(presentationId, (map = new Map()));
    return map;
  };

  return {
    /**
     * Attaches a socket to a participant; takes a place when the participant was offline. The
     * participant is marked online before the counter answers, so a second socket of the same
     * participant joining at the same moment does not take a second place. False when full.
     */
    async admit(
      presentationId: string,
      participant: { id: string; name: string | null },
      socketId: string,
      limit: number,
    ): Promise<boolean> {
      const map = room(presentationId);
      const existing = map.get(participant.id);
      if (existing) {
        existing.sockets.add(socketId);
        existing.name = participant.name ?? existing.name;
        return true;
      }
      map.set(participant.id, { name: participant.name, sockets: new Set([socketId]) });
      if (await counter.tryAcquire(presentationId, limit)) return true;
      map.delete(participant.id);
      return false;
    },

    /** Detaches a socket; gives the place back when it was the participant's last. */
    async detach(presentationId: string, participantId: string, socketId: string): Promise<void> {
      const map = online.get(presentationId);
      const entry = map?.get(participantId);
      if (!map || !entry || !entry.sockets.delete(socketId) || entry.sockets.size > 0) return;
      map.delete(participantId);
      if (map.size === 0) online.delete(presentationId);
      await counter.release(presentationId);
    },

    /** Ids of the participants connected now. */
    onlineIds(presentationId: string): string[] {
      return [...(online.get(presentationId)?.keys() ?? [])];
    },

    /** Whether every participant connected to this node is in `ids` (O(1) until sizes match). */
    allIn(presentationId: string, ids: ReadonlySet<string>): boolean {
      const map = online.get(presentationId);
      if (!map || map.size === 0 || ids.size < map.size) return false;
      for (const id of map.keys()) if (!ids.has(id)) return false;
      return true;
    },

    /** How many are connected now (every node, through the counter). */
    count(presentationId: string): Promise<number> {
      return counter.count(presentationId);
    },

    /** Names of the participants connected now. */
    names(presentationId: string): string[] {
      const names: string[] = [];
      for (const entry of online.get(presentationId)?.values() ?? []) {
        if (entry.name) names.push(entry.name);
      }
      return names;
    },
  };
}

export type TPresence = ReturnType<typeof createPresence>;
