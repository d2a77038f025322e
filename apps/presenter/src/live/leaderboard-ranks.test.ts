import { describe, expect, it } from 'vitest';
import { getRankChange } from './leaderboard-ranks';

describe('getRankChange', () => {
  it('says up when the rank number fell, down when it rose', () => {
    expect(getRankChange(1, 3)).toEqual({ direction: 'up', places: 2 });
    expect(getRankChange(4, 2)).toEqual({ direction: 'down', places: 2 });
  });

  it('says same when unchanged and new when there was no previous rank', () => {
    expect(getRankChange(2, 2)).toEqual({ direction: 'same' });
    expect(getRankChange(5, null)).toEqual({ direction: 'new' });
  });
});
