import { describe, expect, it } from 'vitest';
import { SLIDE_LAYOUTS } from '../schemas/deck';
import {
  getCopyTitle,
  getDefaultOptionCount,
  getDrawnLayout,
  getLayoutsOf,
  getNeighbourSlideId,
  isPermutation,
  slideTypeHasOptions,
} from './deck';

describe('deck rules', () => {
  // Quiz and poll slides have options, the others none.
  it.each([
    ['quiz', true, 4],
    ['poll', true, 3],
    ['wordCloud', false, 0],
    ['leaderboard', false, 0],
  ] as const)('a new %s slide has options: %s, it starts with %i', (type, hasOptions, count) => {
    expect(slideTypeHasOptions(type)).toBe(hasOptions);
    expect(getDefaultOptionCount(type)).toBe(count);
  });

  it('accepts only a reordering of exactly the same ids', () => {
    expect(isPermutation(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true);
    expect(isPermutation(['a', 'b'], ['a', 'a'])).toBe(false);
    expect(isPermutation(['a', 'b'], ['a'])).toBe(false);
    expect(isPermutation(['a', 'b'], ['a', 'x'])).toBe(false);
  });

  it('moves the active slide to the next neighbour, else the previous', () => {
    expect(getNeighbourSlideId(['a', 'b', 'c'], 'b')).toBe('c');
    expect(getNeighbourSlideId(['a', 'b', 'c'], 'c')).toBe('b');
    expect(getNeighbourSlideId(['a'], 'a')).toBeNull();
  });

  it('names a copy and keeps it within the title limit', () => {
    expect(getCopyTitle('Quiz night', 150)).toBe('Copy of Quiz night');
    expect(getCopyTitle('x'.repeat(150), 150)).toHaveLength(150);
  });

  it('offers the whole-slide image to content slides only', () => {
    expect(getLayoutsOf('content', SLIDE_LAYOUTS)).toContain('imageOnly');
    expect(getLayoutsOf('quiz', SLIDE_LAYOUTS)).toEqual([
      'default',
      'imageLeft',
      'imageRight',
      'imageBackground',
    ]);
  });

  it('draws a slide without an image, or a question with a whole-slide image, as default', () => {
    const page = {
      type: 'content' as const,
      imageUrl: '/uploads/p1.png',
      layout: 'imageOnly' as const,
    };
    expect(getDrawnLayout(page)).toBe('imageOnly');
    expect(getDrawnLayout({ ...page, imageUrl: null })).toBe('default');
    expect(getDrawnLayout({ ...page, type: 'poll' })).toBe('default');
    expect(getDrawnLayout({ ...page, type: 'poll', layout: 'imageLeft' })).toBe('imageLeft');
  });
});
