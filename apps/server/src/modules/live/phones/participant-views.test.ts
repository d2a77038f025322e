import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../../test/manual-clock';
import type { TLiveDeck } from '../data/deck-cache';
import { createParticipantViews } from './participant-views';

describe('participant views: ranks after the end of a run', () => {
  it('reads the ended run’s ranks once for every phone joining after the end, not per phone', async () => {
    const reads = { standings: 0, rankOf: 0 };
    const standings = Array.from({ length: 40 }, (_, i) => ({
      id: `p${i}`,
      name: `P${i}`,
      score: i * 10,
      createdAt: new Date(1_000 + i),
    }));
    const views = createParticipantViews({
      participants: {
        listStandings: async () => {
          reads.standings += 1;
          return standings;
        },
        rankOf: async () => {
          reads.rankOf += 1;
          return 1;
        },
      } as never,
      answers: {} as never,
      entries: {} as never,
      reads: {} as never,
      clock: createManualClock(),
    });
    const deck = {
      id: 'deck-1',
      runId: 'run-1',
      runEndedAt: new Date(5_000),
      slides: [],
    } as unknown as TLiveDeck;

    // The whole room comes back at once, then a few more one by one.
    const ranks = await Promise.all(standings.map((p) => views.finalRank(deck, p.id)));
    for (const p of standings.slice(0, 5)) await views.finalRank(deck, p.id);
    expect(ranks).toEqual(standings.map((_, i) => standings.length - i));
    expect(reads).toEqual({ standings: 1, rankOf: 0 });

    // A removed participant (not in the standings) has no rank, and costs no count either.
    expect(await views.finalRank(deck, 'removed')).toBeNull();
    expect(reads).toEqual({ standings: 1, rankOf: 0 });

    // The run continued and ended again: its ranks are read anew, once.
    const again = { ...deck, runEndedAt: new Date(9_000) } as TLiveDeck;
    await Promise.all(standings.map((p) => views.finalRank(again, p.id)));
    expect(reads).toEqual({ standings: 2, rankOf: 0 });
  });
});
