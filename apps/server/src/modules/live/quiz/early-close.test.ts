import { describe, expect, it } from 'vitest';
import type { TSlideRow } from '../../../db/schema/index';
import { createManualClock } from '../../../test/manual-clock';
import type { TLiveDeck } from '../data/deck-cache';
import { createEarlyClose } from './early-close';

describe('early close', () => {
  it('cancels its pending re-checks when stopped (shutdown), so none reads a closed database', async () => {
    const clock = createManualClock();
    const reads: string[] = [];
    const slide = {
      id: 'slide-1',
      questionOpensAt: new Date(clock.now() - 1000),
      questionClosesAt: new Date(clock.now() + 60_000),
    } as TSlideRow;
    const deck = { id: 'deck-1', runId: 'run-1', slides: [slide] } as unknown as TLiveDeck;
    const early = createEarlyClose({
      answers: { listParticipantIds: async () => [] } as never,
      decks: {
        byId: async (id: string) => {
          reads.push(id);
          return deck;
        },
      } as never,
      presence: { count: async () => 1, members: async () => ['p1'] } as never,
      answered: { add: async () => 1, containsAll: async () => true } as never,
      graceMs: 5000,
      clock,
      close: async () => undefined,
      background: { run: (task: () => Promise<unknown>) => void task() } as never,
    });
    // A restarted node holds the close while phones reconnect; an answer meanwhile waits for it.
    early.hold(slide.id);
    await early.onAnswered(deck.id, slide.id, ['p1']);
    expect(clock.pending()).toBe(1);
    reads.length = 0;

    early.stop();
    expect(clock.pending()).toBe(0);
    clock.advance(10_000);
    await Promise.resolve();
    expect(reads).toEqual([]);
    expect(early.size()).toBe(1); // what it answered is kept; only the timers went
  });
});
