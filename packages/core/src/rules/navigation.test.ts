import { describe, expect, it } from 'vitest';
import {
  getNextSlideId,
  getPreviousSlideId,
  getQuizPosition,
  selectInitialSlideId,
  shouldNotifyServerOfSlideChange,
} from './navigation';

const slides = [
  { id: 'a', type: 'poll' },
  { id: 'b', type: 'quiz' },
  { id: 'c', type: 'leaderboard' },
  { id: 'd', type: 'quiz' },
];

describe('slide navigation', () => {
  it('moves forward and back within the deck only', () => {
    expect(getNextSlideId(slides, 'a')).toBe('b');
    expect(getNextSlideId(slides, 'd')).toBeNull();
    expect(getPreviousSlideId(slides, 'b')).toBe('a');
    expect(getPreviousSlideId(slides, 'a')).toBeNull();
  });

  it('ignores next and back while a presenting slide is fixed', () => {
    expect(getNextSlideId(slides, 'a', 'c')).toBeNull();
    expect(getPreviousSlideId(slides, 'b', 'c')).toBeNull();
  });

  it('skips the server call from a leaderboard unless flagged leaderboard-next', () => {
    expect(shouldNotifyServerOfSlideChange({ currentSlideType: 'leaderboard' })).toBe(false);
    expect(
      shouldNotifyServerOfSlideChange({ currentSlideType: 'leaderboard', isLeaderboardNext: true }),
    ).toBe(true);
    expect(shouldNotifyServerOfSlideChange({ currentSlideType: 'quiz' })).toBe(true);
    expect(
      shouldNotifyServerOfSlideChange({ currentSlideType: 'quiz', isDisableUpdateServer: true }),
    ).toBe(false);
  });

  it('counts quiz slides only for "Question k of n"', () => {
    expect(getQuizPosition(slides, 'd')).toEqual({ questionIndex: 2, questionCount: 2 });
    expect(getQuizPosition(slides, 'a')).toEqual({ questionIndex: 0, questionCount: 2 });
  });

  it('selects the saved, the fixed or else the first slide on load', () => {
    expect(selectInitialSlideId(slides, 'c')).toEqual({ slideId: 'c', changed: false });
    expect(selectInitialSlideId(slides, 'c', 'b')).toEqual({ slideId: 'b', changed: false });
    expect(selectInitialSlideId(slides, 'gone')).toEqual({ slideId: 'a', changed: true });
    expect(selectInitialSlideId([], null)).toEqual({ slideId: null, changed: false });
  });
});
