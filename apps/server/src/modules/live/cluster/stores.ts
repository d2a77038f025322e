import { createMemoryOnlineCounter, type TOnlineCounter } from '../capacity/online-counter';

/** Who answered each running quiz question, on every node. */
export interface TAnsweredSets {
  /** Adds participants to a question's set; resolves with how many are in it now. */
  add(slideId: string, participantIds: string[]): Promise<number>;
  /** Whether every one of `participantIds` is in the question's set. */
  containsAll(slideId: string, participantIds: string[]): Promise<boolean>;
  /** Forgets a question's set (start, reset). */
  clear(slideId: string): Promise<void>;
}

/**
 * Decides which node runs a throttled push: the first to claim a key within `ms` runs it, the
 * others skip (their change is committed before the winner reads, so it is included).
 */
export interface TPushGate {
  tryClaim(key: string, ms: number): Promise<boolean>;
}

/** The live engine's state shared between nodes: in memory on one node, in Redis on several. */
export interface TLiveStores {
  online: TOnlineCounter;
  answered: TAnsweredSets;
  gate: TPushGate;
  /** Sets what runs when a dead node's places were given back in these presentations. */
  onSwept(listener: (presentationIds: string[]) => void): void;
  /** Stops timers and gives back this node's places (shutdown). */
  close(): Promise<void>;
}

/** One node's stores. */
export function createMemoryLiveStores(online = createMemoryOnlineCounter()): TLiveStores {
  const sets = new Map<string, Set<string>>();
  return {
    online,
    answered: {
      async add(slideId, participantIds) {
        let set = sets.get(slideId);
        if (!set) sets.set(slideId, (set = new Set()));
        for (const id of participantIds) set.add(id);
        return set.size;
      },
      async containsAll(slideId, participantIds) {
        const set = sets.get(slideId);
        return participantIds.every((id) => set?.has(id));
      },
      async clear(slideId) {
        sets.delete(slideId);
      },
    },
    // One node: its own throttle timers already fold a burst into one push.
    gate: { tryClaim: async () => true },
    // One node has no other node to lose.
    onSwept: () => undefined,
    close: () => online.close(),
  };
}
