import { describe, expect, it } from 'vitest';
import { shuffleFor } from './shuffle';

const items = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('shuffleFor', () => {
  it('is a permutation, the same for the same seed', () => {
    const once = shuffleFor(items, 'participant-1:slide-1');
    expect([...once].sort()).toEqual(items);
    expect(shuffleFor(items, 'participant-1:slide-1')).toEqual(once);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('gives different phones (and slides) different orders', () => {
    const orders = new Set(
      Array.from({ length: 40 }, (_, i) => shuffleFor(items, `participant-${i}:slide-1`).join('')),
    );
    expect(orders.size).toBeGreaterThan(20);
    // Every option comes first for some phone: no position is favoured.
    const firsts = new Set(Array.from({ length: 200 }, (_, i) => shuffleFor(items, `p${i}:s`)[0]));
    expect(firsts.size).toBe(items.length);
  });

  it('leaves empty and single lists as they are', () => {
    expect(shuffleFor([], 'x')).toEqual([]);
    expect(shuffleFor(['only'], 'x')).toEqual(['only']);
  });
});
