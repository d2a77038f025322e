import { LIVE_LIMITS } from '@crowdeck/core';
import type { TOnlineCounter } from './online-counter';

/** One participant's sockets on this node, and whether its place was granted. */
interface TLocalMember {
  sockets: Set<string>;
  placed: Promise<boolean>;
  /** The place was granted (false while it is still being asked for). */
  granted: boolean;
}

/**
 * Who is connected, per presentation. This node tracks its own sockets per participant; the
 * counter (shared by every node when scaled out) holds one place per participant however many
 * sockets it has (a reconnect never counts twice), given back when its last socket here leaves.
 */
export function createPresence(counter: TOnlineCounter) {
  /** presentation → participant → this node's sockets of it, and its place request. */
  const local = new Map<string, Map<string, TLocalMember>>();

  const room = (presentationId: string) => {
    let map = local.get(presentationId);
    if (!map) local.set(presentationId, (map = new Map()));
    return map;
  };

  return {
    /**
     * Attaches a socket to a participant; takes a place when the participant was offline here.
     * A second socket of a participant whose place is still being asked for waits for that answer
     * and shares it: admitted with it, refused with it (never in while the first is refused).
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
        if (await existing.placed) return true;
        existing.sockets.delete(socketId);
        return false;
      }
      const request = counter.tryAcquire(presentationId, participant, limit);
      const member: TLocalMember = {
        sockets: new Set([socketId]),
        placed: request.then(
          (ok) => (member.granted = ok),
          () => false,
        ),
        granted: false,
      };
      map.set(participant.id, member);
      const ok = await request.catch((error: unknown) => {
        forget(presentationId, participant.id, member);
        throw error;
      });
      if (!ok) forget(presentationId, participant.id, member);
      return ok;
    },

    /**
     * A participant placed here changed its name (one phone per team moved to another team): the
     * lobby's names follow. Its place is shared, never a second one; if its last socket left
     * meanwhile, the place the rename re-took is given back.
     */
    async rename(presentationId: string, participant: { id: string; name: string }) {
      const member = local.get(presentationId)?.get(participant.id);
      if (!member?.granted) return;
      await counter.tryAcquire(presentationId, participant, Number.MAX_SAFE_INTEGER);
      if (local.get(presentationId)?.get(participant.id) !== member) {
        await counter.release(presentationId, participant.id);
      }
    },

    /** Detaches a socket; gives the place back when it was the participant's last here. */
    async detach(presentationId: string, participantId: string, socketId: string): Promise<void> {
      const member = local.get(presentationId)?.get(participantId);
      if (!member || !member.sockets.delete(socketId) || member.sockets.size > 0) return;
      // A place still being asked for is given back once granted (or was never taken).
      if (!(await member.placed)) return;
      if (member.sockets.size > 0 || local.get(presentationId)?.get(participantId) !== member) {
        return;
      }
      forget(presentationId, participantId, member);
      await counter.release(presentationId, participantId);
    },

    /**
     * Whether this socket of the participant holds a place now (granted, not still asked for):
     * a socket back through recovery before its place is taken again, or one let go, does not.
     */
    holdsPlace: (presentationId: string, participantId: string, socketId: string): boolean => {
      const member = local.get(presentationId)?.get(participantId);
      return member?.granted === true && member.sockets.has(socketId);
    },

    /** Whether any participant of the presentation has a socket on this node. */
    hasLocal: (presentationId: string): boolean => local.has(presentationId),

    /** Presentations with sockets here (long-uptime checks). */
    size: () => local.size,

    /** How many are connected now (every node, through the counter). */
    count: (presentationId: string): Promise<number> => counter.count(presentationId),

    /**
     * Names of participants connected now (every node), at most LIVE_LIMITS.playerNamesMax (in
     * memory the newest; Redis keeps no order).
     */
    names: async (presentationId: string): Promise<string[]> =>
      counter.names(presentationId, LIVE_LIMITS.playerNamesMax),

    /** Ids of the participants connected now (every node). */
    members: (presentationId: string): Promise<string[]> => counter.members(presentationId),
  };

  /** Drops the participant's entry here, if it is still this one. */
  function forget(presentationId: string, participantId: string, member: TLocalMember): void {
    const map = local.get(presentationId);
    if (map?.get(participantId) === member) map.delete(participantId);
    if (map?.size === 0) local.delete(presentationId);
  }
}

export type TPresence = ReturnType<typeof createPresence>;
