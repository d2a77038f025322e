import { describe, expect, it } from 'vitest';
import type { TQuestionTiming, TSlideResults } from '@crowdeck/core';
import { applyMessage, createLiveView } from './apply-message';
import { makeAudienceState, makeMe, makeSlide } from './test-fixtures';

const quiz = makeSlide();
const timing: TQuestionTiming = {
  slideId: quiz.id,
  phase: 'intro',
  opensAt: 13_000,
  closesAt: 33_000,
  serverNow: 10_000,
};
const results: TSlideResults = {
  slideId: quiz.id,
  counts: { o1: 1, o2: 3 },
  correctOptionIds: ['o2'],
  totalResponses: 4,
};

describe('applying server messages', () => {
  it('starts from the join state and measures clock skew from its question', () => {
    const view = createLiveView(makeAudienceState({ slide: quiz, question: timing }), 4_000);
    expect(view.clockOffsetMs).toBe(6_000);
    expect(view.ended).toBe(false);
  });

  it('keeps its own score when a room-wide state arrives', () => {
    const view = createLiveView(makeAudienceState({ me: makeMe({ score: 700, rank: 1 }) }), 0);
    const room = { ...makeAudienceState({ slide: quiz }), me: undefined };
    const next = applyMessage(view, { type: 'state', state: room }, 0);
    expect(next.audience.slide?.id).toBe(quiz.id);
    expect(next.audience.me.score).toBe(700);
  });

  it('moves to the next slide on state and forgets the old leaderboard', () => {
    let view = createLiveView(
      makeAudienceState({ slide: makeSlide({ id: 'lb', type: 'leaderboard' }) }),
      0,
    );
    view = applyMessage(view, { type: 'leaderboard', entries: [] }, 0);
    expect(view.leaderboard).toEqual([]);
    view = applyMessage(view, { type: 'state', state: makeAudienceState({ slide: quiz }) }, 0);
    expect(view.audience.slide?.id).toBe(quiz.id);
    expect(view.leaderboard).toBeNull();
  });

  it('takes question timing and results for the shown slide only', () => {
    let view = createLiveView(makeAudienceState({ slide: quiz }), 0);
    view = applyMessage(view, { type: 'question', question: timing }, 9_000);
    expect(view.audience.question).toEqual(timing);
    expect(view.clockOffsetMs).toBe(1_000);
    view = applyMessage(view, { type: 'results', results }, 0);
    expect(view.audience.results?.correctOptionIds).toEqual(['o2']);

    const stale = applyMessage(
      view,
      { type: 'question', question: { ...timing, slideId: 'old' } },
      0,
    );
    expect(stale).toBe(view);
    const staleResults = applyMessage(
      view,
      { type: 'results', results: { ...results, slideId: 'old' } },
      0,
    );
    expect(staleResults).toBe(view);
  });

  it('updates score and rank from me', () => {
    const view = createLiveView(makeAudienceState({ slide: quiz }), 0);
    const me = makeMe({
      score: 950,
      rank: 2,
      lastResult: { slideId: quiz.id, correct: true, points: 950 },
    });
    expect(applyMessage(view, { type: 'me', me }, 0).audience.me).toEqual(me);
  });

  it('ends the session and resumes it when a new state arrives', () => {
    let view = createLiveView(makeAudienceState(), 0);
    view = applyMessage(view, { type: 'ended' }, 0);
    expect(view.ended).toBe(true);
    view = applyMessage(view, { type: 'state', state: makeAudienceState() }, 0);
    expect(view.ended).toBe(false);
  });

  it('ignores what only the presenter needs', () => {
    const view = createLiveView(makeAudienceState(), 0);
    expect(applyMessage(view, { type: 'players', playerCount: 3, names: ['a'] }, 0)).toBe(view);
    expect(applyMessage(view, { type: 'reaction', kind: 'heart', id: 'r1' }, 0)).toBe(view);
  });
});
