import { describe, expect, it } from 'vitest';
import type { TLiveMessage } from '@crowdeck/core';
import { toEmbedMessage } from './embed-feed';

const screen = { slideId: null, lobby: true, qr: false, windowId: 'window-abc', at: 1 };

describe('toEmbedMessage', () => {
  it('passes what the big screen shows: results, leaderboard, timing, players, state', () => {
    const results: TLiveMessage = {
      type: 'results',
      results: { slideId: 's', counts: { a: 2 }, totalResponses: 2 },
    };
    expect(toEmbedMessage(results)).toBe(results);
    const players: TLiveMessage = { type: 'players', playerCount: 3, names: ['Ada'] };
    expect(toEmbedMessage(players)).toBe(players);
  });

  it('gives a leaderboard stand-in ids, the same for the same participant', () => {
    const entry = { participantId: 'p-1', name: 'Ada', score: 900, rank: 1, previousRank: null };
    const first = toEmbedMessage({ type: 'leaderboard', entries: [entry] });
    const again = toEmbedMessage({ type: 'leaderboard', entries: [{ ...entry, score: 950 }] });
    if (first?.type !== 'leaderboard' || again?.type !== 'leaderboard') throw new Error('dropped');
    expect(first.entries[0]).toMatchObject({ name: 'Ada', score: 900, rank: 1 });
    expect(first.entries[0]?.participantId).not.toContain('p-1');
    expect(again.entries[0]?.participantId).toBe(first.entries[0]?.participantId);
  });

  it("hides the presenter window's id", () => {
    expect(toEmbedMessage({ type: 'screen', screen })).toEqual({
      type: 'screen',
      screen: { ...screen, windowId: 'embed' },
    });
  });

  it("keeps the presenter's own feed: the Q&A queue, reactions, phones' private messages", () => {
    const kept: TLiveMessage[] = [
      {
        type: 'qaQueue',
        queue: { settings: { enabled: true, names: 'optional', moderated: true }, questions: [] },
      } as unknown as TLiveMessage,
      { type: 'reaction', kind: 'heart', id: 'r1' },
      { type: 'ended' },
      { type: 'removed' },
    ];
    for (const message of kept) expect(toEmbedMessage(message)).toBeNull();
  });
});
