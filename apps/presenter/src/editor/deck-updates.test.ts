import { describe, expect, it } from 'vitest';
import type { TPresentation, TSlide } from '@crowdeck/core';
import {
  findActiveSlide,
  insertSlideAfter,
  moveById,
  moveByStep,
  patchOption,
  removeSlide,
} from './deck-updates';

const ids = (items: { id: string }[]) => items.map((item) => item.id);

function slide(id: string, position: number): TSlide {
  return {
    id,
    presentationId: 'p',
    type: 'poll',
    position,
    question: '',
    imageUrl: null,
    layout: 'default',
    timeLimitSec: 20,
    points: 1000,
    entriesPerParticipant: 3,
    gameScreen: null,
    questionIndex: 0,
    questionCount: 0,
    options: [
      {
        id: `${id}-o1`,
        slideId: id,
        text: 'A',
        imageUrl: null,
        colour: '#E6194B',
        isCorrect: false,
        position: 0,
      },
    ],
    updatedAt: '',
  };
}

const deck: TPresentation = {
  id: 'p',
  title: 'Deck',
  uniqueCode: '12345678',
  fontFamily: null,
  slideActiveId: 'b',
  isProfanityFilterOn: true,
  Slides: [slide('a', 0), slide('b', 1), slide('c', 2)],
  createdAt: '',
  updatedAt: '',
};

describe('reordering', () => {
  it('moves an item to the place of another, both ways', () => {
    expect(ids(moveById(deck.Slides, 'a', 'c'))).toEqual(['b', 'c', 'a']);
    expect(ids(moveById(deck.Slides, 'c', 'a'))).toEqual(['c', 'a', 'b']);
    expect(ids(moveById(deck.Slides, 'a', 'missing'))).toEqual(['a', 'b', 'c']);
  });

  it('moves one step and stays put at the ends', () => {
    expect(ids(moveByStep(deck.Slides, 'b', -1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveByStep(deck.Slides, 'c', 1))).toEqual(['a', 'b', 'c']);
  });
});

describe('deck changes', () => {
  it('inserts a slide after another and renumbers positions', () => {
    const next = insertSlideAfter(deck, slide('n', 0), 'a');
    expect(ids(next.Slides)).toEqual(['a', 'n', 'b', 'c']);
    expect(next.Slides.map((s) => s.position)).toEqual([0, 1, 2, 3]);
    expect(ids(insertSlideAfter(deck, slide('n', 0), null).Slides)).toEqual(['a', 'b', 'c', 'n']);
  });

  it('removes a slide and renumbers', () => {
    const next = removeSlide(deck, 'a');
    expect(next.Slides.map((s) => [s.id, s.position])).toEqual([
      ['b', 0],
      ['c', 1],
    ]);
  });

  it('changes one option without touching the others', () => {
    const next = patchOption(deck, 'b', 'b-o1', { text: 'Yes' });
    expect(next.Slides[1]?.options[0]?.text).toBe('Yes');
    expect(next.Slides[0]).toBe(deck.Slides[0]);
  });

  it('finds the active slide, falling back to the first', () => {
    expect(findActiveSlide(deck)?.id).toBe('b');
    expect(findActiveSlide({ ...deck, slideActiveId: 'gone' })?.id).toBe('a');
    expect(findActiveSlide(null)).toBeNull();
  });
});
