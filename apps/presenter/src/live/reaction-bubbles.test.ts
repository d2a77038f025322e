import { describe, expect, it } from 'vitest';
import { getBubbleLeft, pruneReactions } from './reaction-bubbles';

describe('reaction bubbles', () => {
  it('drops bubbles older than the maximum age and keeps the same list when none expired', () => {
    const list = [
      { id: 'a', createdAt: 0 },
      { id: 'b', createdAt: 5000 },
    ];
    expect(pruneReactions(list, 7000, 6000)).toEqual([{ id: 'b', createdAt: 5000 }]);
    expect(pruneReactions(list, 1000, 6000)).toBe(list);
  });

  it('starts each bubble at a stable place across the screen', () => {
    expect(getBubbleLeft('r1')).toBe(getBubbleLeft('r1'));
    for (const id of ['a', 'bb', 'reaction-123', 'zzzz']) {
      expect(getBubbleLeft(id)).toBeGreaterThanOrEqual(5);
      expect(getBubbleLeft(id)).toBeLessThanOrEqual(95);
    }
  });
});
