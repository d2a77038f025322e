import { describe, expect, it } from 'vitest';
import {
  readLeaderboard,
  readOpenEndedResults,
  readPresenterSnapshot,
  readQuestionTiming,
  readSlideResults,
  readWordResults,
} from './live-responses';

const results = { slideId: 's1', counts: { a: 1 }, totalResponses: 1 };
const entry = { participantId: 'p', name: 'Ann', score: 10, rank: 1, previousRank: 2 };
const question = { slideId: 's1', phase: 'intro', opensAt: 1, closesAt: 2, serverNow: 1 };
const at = '2026-01-01T00:00:00.000Z';

describe('live HTTP answers', () => {
  it('reads slide results and ignores anything else', () => {
    expect(readSlideResults(results)).toEqual(results);
    expect(readSlideResults('nonsense')).toBeNull();
  });

  it('counts only visible entries of a word cloud and drops hidden open-ended answers', () => {
    const words = readWordResults(
      {
        words: [{ text: 'hi', count: 2 }],
        entries: [
          { id: 'e1', text: 'hi', hidden: false, at },
          { id: 'e2', text: 'hi', hidden: false, at },
          { id: 'e3', text: 'rude', hidden: true, at },
        ],
      },
      's1',
    );
    expect(words).toMatchObject({ words: [{ text: 'hi', count: 2 }], totalResponses: 2 });
    const wall = readOpenEndedResults(
      {
        entries: [
          { id: 'e1', text: 'Hello', hidden: false, at },
          { id: 'e2', text: 'rude', hidden: true, at },
        ],
      },
      's1',
    );
    expect(wall?.entries).toEqual([{ id: 'e1', text: 'Hello', at }]);
    expect(wall?.totalResponses).toBe(1);
  });

  it('reads the leaderboard and the running question', () => {
    expect(readLeaderboard({ entries: [entry], totalParticipants: 3 })).toEqual([entry]);
    expect(readLeaderboard({})).toBeNull();
    expect(readQuestionTiming({ slideActiveId: 's1', question })).toEqual(question);
    expect(readQuestionTiming({ slideActiveId: 's1', question: null })).toBeNull();
  });

  it('turns the presenter-join snapshot into the messages it stands for', () => {
    const snapshot = {
      presentationId: 'p1',
      uniqueCode: '12345678',
      slideActiveId: 's1',
      playerCount: 4,
      names: ['A'],
      question,
      results,
      screen: null,
    };
    expect(readPresenterSnapshot(snapshot).map((message) => message.type)).toEqual([
      'players',
      'question',
      'results',
    ]);
    // The big screen another presenter window set: this window follows it.
    const screen = { slideId: 's1', lobby: false, qr: true, windowId: 'w1234567', at: 5 };
    expect(readPresenterSnapshot({ ...snapshot, screen }).at(-1)).toEqual({
      type: 'screen',
      screen,
    });
    expect(readPresenterSnapshot({ ...snapshot, question: null, results: null })).toEqual([
      { type: 'players', playerCount: 4, names: ['A'] },
    ]);
    expect(readPresenterSnapshot(null)).toEqual([]);
  });
});
