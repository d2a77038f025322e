/**
 * Which participants of each network (lib/address-key) answered a slide in a run, on this node.
 * One network answers a slide through at most as many participants as the room admits people at
 * once: a client that joins afresh, answers and leaves, over and over, cannot stuff a poll or a
 * word cloud past what a full room of its own could send. Kept in memory (like the entry counts):
 * freed with the deck when it goes idle.
 */
export function createNetworkShares() {
  /** slide → `runId address` → participants of that network that answered it. */
  const bySlide = new Map<string, Map<string, Set<string>>>();

  return {
    /**
     * Counts the participant in for the slide; false when its network already answered it through
     * `limit` other participants. Returns a function that gives the place back (its answer was
     * refused or failed); a participant counted before keeps its place.
     */
    take(
      slide: { runId: string; slideId: string },
      addressKey: string,
      participantId: string,
      limit: number,
    ): (() => void) | false {
      let networks = bySlide.get(slide.slideId);
      if (!networks) bySlide.set(slide.slideId, (networks = new Map()));
      const key = `${slide.runId} ${addressKey}`;
      let ids = networks.get(key);
      if (!ids) networks.set(key, (ids = new Set()));
      if (ids.has(participantId)) return () => undefined;
      if (ids.size >= limit) return false;
      ids.add(participantId);
      const taken = ids;
      return () => {
        taken.delete(participantId);
      };
    },

    /** Forgets some slides (their deck went idle). */
    forgetSlides(slideIds: string[]): void {
      for (const id of slideIds) bySlide.delete(id);
    },

    /** Slides with shares held (long-uptime checks). */
    size: () => bySlide.size,
  };
}

export type TNetworkShares = ReturnType<typeof createNetworkShares>;
