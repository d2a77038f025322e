import { describe, expect, it } from 'vitest';
import type { TPresentation, TSlide } from '@crowdeck/core';
import { EMPTY_LIVE_DATA } from './live-data';
import {
  applyLiveMessage,
  emptyRoomFields,
  MAX_REACTIONS_PER_KIND,
  type TLiveSlice,
} from './live-reducer';

function makeSlide(id: string, type: TSlide['type']): TSlide {
  return {
    id,
    presentationId: 'p1',
    type,
    position: 0,
    question: id,
    imageUrl: null,
    layout: 'default',
    timeLimitSec: 20,
    points: 1000,
    entriesPerParticipant: 1,
    gameScreen: null,
    questionIndex: 0,
    questionCount: 0,
    options: [],
    updatedAt: '',
  };
}

const deck: TPresentation = {
  id: 'p1',
  title: 'Deck',
  uniqueCode: '12345678',
  fontFamily: null,
  slideActiveId: 'q1',
  isProfanityFilterOn: true,
  Slides: [makeSlide('q1', 'quiz'), makeSlide('poll1', 'poll')],
  createdAt: '',
  updatedAt: '',
};

const base: TLiveSlice = {
  ...emptyRoomFields(),
  presentation: deck,
  slide: deck.Slides[0] ?? null,
  presentingSlideId: null,
};

describe('applyLiveMessage', () => {
  it('keeps the player count and the joined names', () => {
    const next = applyLiveMessage(base, { type: 'players', playerCount: 3, names: ['Ann'] }, 0);
    expect(next.playerCount).toBe(3);
    expect(next.audienceData?.names).toEqual(['Ann']);
  });

  it('adds a reaction to its list once, however often the message arrives', () => {
    const first = applyLiveMessage(base, { type: 'reaction', kind: 'heart', id: 'r1' }, 5);
    expect(first.hearts).toEqual([{ id: 'r1', createdAt: 5 }]);
    const again = applyLiveMessage(
      { ...base, ...first },
      { type: 'reaction', kind: 'heart', id: 'r1' },
      6,
    );
    expect(again).toEqual({});
    const like = applyLiveMessage(base, { type: 'reaction', kind: 'like', id: 'r2' }, 5);
    expect(like.likes).toHaveLength(1);
    expect(like.hearts).toBeUndefined();
  });

  it('caps each reaction list, dropping the oldest', () => {
    let state = base;
    for (let index = 0; index < MAX_REACTIONS_PER_KIND + 5; index += 1) {
      state = {
        ...state,
        ...applyLiveMessage(state, { type: 'reaction', kind: 'sad', id: `r${index}` }, index),
      };
    }
    expect(state.sads).toHaveLength(MAX_REACTIONS_PER_KIND);
    expect(state.sads[0]?.id).toBe('r5');
  });

  it('stores question timing with the clock offset and moves the slide to the matching screen', () => {
    const question = {
      slideId: 'q1',
      phase: 'open' as const,
      opensAt: 1000,
      closesAt: 21_000,
      serverNow: 1500,
    };
    const next = applyLiveMessage(base, { type: 'question', question }, 1000);
    expect(next.audienceData?.question).toEqual(question);
    expect(next.audienceData?.clockOffset).toBe(500);
    expect(next.slide?.gameScreen).toBe('question');
    const closed = applyLiveMessage(
      base,
      { type: 'question', question: { ...question, phase: 'closed' } },
      0,
    );
    expect(closed.presentation?.Slides[0]?.gameScreen).toBe('result');
  });

  it('keeps results per slide and the latest leaderboard', () => {
    const results = { slideId: 'poll1', counts: { a: 2 }, totalResponses: 2 };
    const next = applyLiveMessage(base, { type: 'results', results }, 0);
    expect(next.audienceData?.results.poll1).toEqual(results);
    const entries = [{ participantId: 'x', name: 'Ann', score: 900, rank: 1, previousRank: null }];
    const board = applyLiveMessage({ ...base, ...next }, { type: 'leaderboard', entries }, 0);
    expect(board.audienceData?.leaderboard).toEqual(entries);
    expect(board.audienceData?.results.poll1).toEqual(results);
  });

  it('follows the phones to another slide only in audience-following mode', () => {
    const state = {
      type: 'state' as const,
      state: {
        code: '12345678',
        title: 'Deck',
        fontFamily: null,
        slide: { ...makeSlide('poll1', 'poll'), options: [] },
        question: null,
        results: null,
        me: {
          participantId: '',
          name: null,
          score: 0,
          rank: null,
          answeredSlideIds: [],
          lastResult: null,
        },
      },
    };
    const free = applyLiveMessage(base, state, 0);
    expect(free.slide).toBeUndefined();
    expect(free.audienceData?.audienceState).toBe(state.state);
    const following = applyLiveMessage({ ...base, presentingSlideId: 'q1' }, state, 0);
    expect(following.presentingSlideId).toBe('poll1');
    expect(following.slide?.id).toBe('poll1');
  });

  it('changes nothing for messages meant for phones', () => {
    expect(applyLiveMessage(base, { type: 'ended' }, 0)).toEqual({});
    expect(EMPTY_LIVE_DATA.results).toEqual({});
  });
});
