import type { TOnlineCounter } from './online-counter';

/**
 * Who is connected, per presentation. This node tracks its own sockets per participant; the
 * counter (shared by every node when scaled out) holds one place per participant however many
 * sockets it has (a reconnect never counts twice), given back when its last socket here leaves.
 */
export function createPresence(counter: TOnlineCounter) {
  /** presentation → participant → this node's sockets of it. */
  const local = new Map<string, Map<string, Set<string>>>();

  const room = (presentationId: string) => {
    let map = local.get(presentationId);
    if (!map) local.set(presentationId, (map = new Map()));
    return map;
  };

  return {
    /**
     * Attaches a socket to a participant; takes a place when the participant was offline here.
     * The participant is marked online before the counter answers, so a second socket of the same
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
        existing.add(socketId);
        return true;
      }
      map.set(participant.id, new Set([socketId]));
      try {
        if (await counter.tryAcquire(presentationId, participant, limit)) return true;
      } catch (error) {
        forget(presentationId, participant.id);
        throw error;
      }
      forget(presentationId, participant.id);
      return false;
    },

    /** Detaches a socket; gives the place back when it was the participant's last here. */
    async detach(presentationId: string, participantId: string, socketId: string): Promise<void> {
      const sockets = local.get(presentationId)?.get(participantId);
      if (!sockets || !sockets.delete(socketId) || sockets.size > 0) return;
      forget(presentationId, participantId);
      await counter.release(presentationId, participantId);
    },

    /** Whether any participant of the presentation has a socket on this node. */
    hasLocal: (presentationId: string): boolean => local.has(presentationId),

    /** Presentations with sockets here (long-uptime checks). */
    size: () => local.size,

    /** How many are connected now (every node, through the counter). */
    count: (presentationId: string): Promise<number> => counter.count(presentationId),

    /** Names of the participants connected now (every node). */
    names: (presentationId: string): Promise<string[]> => counter.names(presentationId),

    /** Ids of the participants connected now (every node). */
    members: (presentationId: string): Promise<string[]> => counter.members(presentationId),
  };

  function forget(presentationId: string, participantId: string): void {
    const map = local.get(presentationId);
    map?.delete(participantId);
    if (map?.size === 0) local.delete(presentationId);
  }
}

export type TPresence = ReturnType<typeof createPresence>;
