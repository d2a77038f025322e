import { describe, expect, it } from 'vitest';
import type { TQaPhoneView, TQaPublicQuestion } from '@crowdeck/core';
import { applyQaChange, sortQuestions } from './qa-state';

const question = (id: string, votes: number, createdAt: string): TQaPublicQuestion => ({
  id,
  text: `Question ${id}`,
  author: null,
  votes,
  answered: false,
  createdAt,
});

const view: TQaPhoneView = {
  questions: [question('a', 1, '2026-11-25T10:00:00Z'), question('b', 3, '2026-11-25T09:00:00Z')],
  highlightedId: null,
  pending: [],
  votedIds: [],
};

describe('the phone’s Q&A', () => {
  it('sorts by most liked (newest first among equals) or by newest', () => {
    const c = question('c', 3, '2026-11-25T11:00:00Z');
    expect(sortQuestions([...view.questions, c], 'liked').map((q) => q.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(sortQuestions([...view.questions, c], 'newest').map((q) => q.id)).toEqual([
      'c',
      'a',
      'b',
    ]);
  });

  it('keeps its own waiting question apart, and a live one on the board, once each', () => {
    const mine = question('m', 0, '2026-11-25T12:00:00Z');
    // `mine` asked again: waiting (and anonymous) or live.
    const ask = (from: Parameters<typeof applyQaChange>[0], pending: boolean) =>
      applyQaChange(from, { kind: 'asked', question: mine, pending, anonymous: pending });
    const waiting = ask(view, true);
    expect(waiting?.pending.map((q) => q.id)).toEqual(['m']);
    expect(waiting?.questions).toHaveLength(2);
    const twice = ask(waiting, true);
    expect(twice?.pending).toHaveLength(1);
    const live = ask(view, false);
    expect(live?.questions.map((q) => q.id)).toEqual(['m', 'a', 'b']);
  });

  it('records a like and its taking back with the server’s count', () => {
    const liked = applyQaChange(view, { kind: 'voted', questionId: 'a', votes: 2, voted: true });
    expect(liked?.votedIds).toEqual(['a']);
    expect(liked?.questions.find((q) => q.id === 'a')?.votes).toBe(2);
    const unliked = applyQaChange(liked, {
      kind: 'voted',
      questionId: 'a',
      votes: 1,
      voted: false,
    });
    expect(unliked?.votedIds).toEqual([]);
    expect(unliked?.questions.find((q) => q.id === 'a')?.votes).toBe(1);
  });

  it('ignores its own requests before the board was loaded', () => {
    expect(
      applyQaChange(null, { kind: 'voted', questionId: 'a', votes: 1, voted: true }),
    ).toBeNull();
  });
});
