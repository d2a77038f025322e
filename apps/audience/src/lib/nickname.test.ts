import { describe, expect, it } from 'vitest';
import { LIVE_LIMITS } from '@crowdeck/core';
import { NICKNAME_COMBINATIONS, suggestNickname } from './nickname';

describe('nickname suggestions', () => {
  it('reads as an adjective and an animal within the name limit', () => {
    for (let i = 0; i < 200; i += 1) {
      const name = suggestNickname();
      expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(name.length).toBeLessThanOrEqual(LIVE_LIMITS.participantNameMax);
    }
  });

  it('offers another name when asked again, even with a stuck random source', () => {
    const stuck = () => 0;
    const first = suggestNickname(undefined, stuck);
    expect(first).toBe('Brave Otter');
    expect(suggestNickname(first, stuck)).not.toBe(first);
  });

  it('covers the edges of the random range', () => {
    expect(suggestNickname(undefined, () => 0.999999)).toMatch(/ /);
    expect(NICKNAME_COMBINATIONS).toBeGreaterThanOrEqual(900);
  });
});
