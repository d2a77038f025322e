/**
 * Participants removed while this node was up, per presentation, fed by the remove route here and
 * by the live bus from the other nodes. Answers and fresh joins look here (O(1), no database
 * read) to refuse a phone that slipped past the disconnect; joins with a token and recovered
 * sockets read `removedAt` from the database, which covers removals from before this node
 * started. Dropped with the deck's other state once the deck is idle.
 */
export function createRemovedParticipants(
  onRemoved: (presentationId: string) => void = () => undefined,
) {
  const byDeck = new Map<string, Set<string>>();
  return {
    add(presentationId: string, participantId: string): void {
      onRemoved(presentationId);
      const ids = byDeck.get(presentationId) ?? new Set<string>();
      ids.add(participantId);
      byDeck.set(presentationId, ids);
    },
    has: (presentationId: string, participantId: string): boolean =>
      byDeck.get(presentationId)?.has(participantId) ?? false,
    forgetDeck(presentationId: string): void {
      byDeck.delete(presentationId);
    },
    /** Decks with removals held (long-uptime checks). */
    size: (): number => byDeck.size,
  };
}

export type TRemovedParticipants = ReturnType<typeof createRemovedParticipants>;
