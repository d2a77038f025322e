import { describe, expect, it } from 'vitest';
import type { TPublicSlide } from '@crowdeck/core';
import type { TLiveView } from './apply-message';
import { modesOf, phoneOptions } from './deck-modes';

const slide = {
  id: 'slide-1',
  options: ['A', 'B', 'C', 'D'].map((text) => ({
    id: text,
    text,
    imageUrl: null,
    colour: '#000000',
  })),
} as unknown as TPublicSlide;
const viewWith = (modes: unknown, participantId = 'p1') =>
  ({ audience: { modes, me: { participantId } } }) as unknown as TLiveView;

describe('deck modes on the phone', () => {
  it('keeps the order as given unless the presenter shuffles', () => {
    expect(phoneOptions(viewWith(undefined), slide).map((o) => o.id)).toEqual(['A', 'B', 'C', 'D']);
    expect(modesOf(viewWith(undefined))).toEqual({
      points: true,
      shuffle: false,
      optionsOnPhones: true,
    });
  });

  it('gives each phone its own stable order, all options kept', () => {
    const modes = { points: true, shuffle: true, optionsOnPhones: true };
    const orders = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((p) =>
      phoneOptions(viewWith(modes, p), slide)
        .map((o) => o.id)
        .join(''),
    );
    expect(new Set(orders).size).toBeGreaterThan(1);
    for (const order of orders) expect([...order].sort().join('')).toBe('ABCD');
    expect(
      phoneOptions(viewWith(modes, 'p1'), slide)
        .map((o) => o.id)
        .join(''),
    ).toBe(orders[0]);
  });

  it('keeps the big screen’s order when the texts are hidden (colours match them up)', () => {
    const modes = { points: true, shuffle: true, optionsOnPhones: false };
    expect(phoneOptions(viewWith(modes), slide).map((o) => o.id)).toEqual(['A', 'B', 'C', 'D']);
  });
});
