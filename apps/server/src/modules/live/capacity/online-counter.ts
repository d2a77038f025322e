/** A participant taking a place, with the name the presenter's lobby shows. */
export interface TOnlineMember {
  id: string;
  name: string | null;
}

/**
 * The online audience per presentation, counted against the plan limit. Places are held per
 * participant, so a participant never takes two (a second socket, or a re-admission on another
 * node, shares its existing place, which is given back when its last node lets go). The check and the take are one atomic step, so
 * simultaneous joins can never overshoot. In memory on one node; in Redis (redis-online-counter.ts)
 * across nodes, where a dead node's places are given back by a sweep.
 */
export interface TOnlineCounter {
  /** Takes (or shares) the member's place if fewer than `limit` are taken; false when full. */
  tryAcquire(key: string, member: TOnlineMember, limit: number): Promise<boolean>;
  /** Gives the member's place back (if this node still holds it). */
  release(key: string, memberId: string): Promise<void>;
  /** Places taken now, on every node. */
  count(key: string): Promise<number>;
  /**
   * Names of the members online now, on every node: at most `max` when given (in memory the
   * newest; Redis keeps no order and answers with that many of them without reading the rest).
   */
  names(key: string, max?: number): Promise<string[]>;
  /** Ids of the members online now, on every node. */
  members(key: string): Promise<string[]>;
  /** Stops timers and gives back this node's places (shutdown). */
  close(): Promise<void>;
}

/** One node's counter: JavaScript runs the check and the take without interruption. */
export function createMemoryOnlineCounter(): TOnlineCounter {
  const online = new Map<string, Map<string, string | null>>();
  return {
    async tryAcquire(key, member, limit) {
      let map = online.get(key);
      if (!map) online.set(key, (map = new Map()));
      if (!map.has(member.id) && map.size >= limit) return false;
      map.set(member.id, member.name ?? map.get(member.id) ?? null);
      return true;
    },
    async release(key, memberId) {
      const map = online.get(key);
      if (!map) return;
      map.delete(memberId);
      if (map.size === 0) online.delete(key);
    },
    async count(key) {
      return online.get(key)?.size ?? 0;
    },
    async names(key, max) {
      const names = [...(online.get(key)?.values() ?? [])].filter((name): name is string => !!name);
      return max === undefined ? names : names.slice(-max);
    },
    async members(key) {
      return [...(online.get(key)?.keys() ?? [])];
    },
    async close() {
      online.clear();
    },
  };
}
