import { describe, expect, it } from 'vitest';
import type { TPresentation } from '@crowdeck/core';
import { mergeFreshDeck, type TLocalWork } from './merge-deck';

const option = (id: string, text: string, position: number) => ({ id, text, position });
const slide = (
  id: string,
  question: string,
  position: number,
  options = [option(`${id}o`, 'A', 0)],
) => ({
  id,
  question,
  notes: '',
  position,
  options,
});
const deck = (slides: ReturnType<typeof slide>[], extra: Record<string, unknown> = {}) =>
  ({
    id: 'd',
    title: 'Deck',
    slideActiveId: slides[0]?.id ?? null,
    Slides: slides,
    ...extra,
  }) as unknown as TPresentation;

const nothing: TLocalWork = { unsentFields: () => [], isUnsent: () => false };
const work = (fields: Record<string, string[]>, unsent: string[] = []): TLocalWork => ({
  unsentFields: (key) => fields[key] ?? [],
  isUnsent: (key) => unsent.includes(key),
});

describe('merging a fresh deck with what this page has not saved', () => {
  it("takes the other editor's slides and fields, and keeps this page's slide", () => {
    const local = deck([slide('a', 'Q1', 0), slide('b', 'Q2', 1)], { slideActiveId: 'b' });
    const fresh = deck([slide('a', 'Q1 new', 0), slide('c', 'New', 1), slide('b', 'Q2', 2)], {
      slideActiveId: 'c',
      title: 'Renamed',
    });
    const merged = mergeFreshDeck(local, fresh, nothing, null);
    expect(merged.Slides.map((s) => s.id)).toEqual(['a', 'c', 'b']);
    expect(merged.Slides[0]?.question).toBe('Q1 new');
    expect(merged.slideActiveId).toBe('b');
    expect(merged.title).toBe('Renamed');
  });

  it('keeps fields not saved yet and the field being typed in', () => {
    const local = deck([slide('a', 'Mine', 0, [option('o1', 'My option', 0)])], { title: 'Mine' });
    const fresh = deck(
      [{ ...slide('a', 'Theirs', 0, [option('o1', 'Their option', 0)]), notes: 'Their notes' }],
      {
        title: 'Theirs',
      },
    );
    const merged = mergeFreshDeck(
      local,
      fresh,
      work({ 'slide:a': ['question'], 'presentation:d': ['title'] }),
      'option:o1:text',
    );
    expect(merged.title).toBe('Mine');
    expect(merged.Slides[0]).toMatchObject({ question: 'Mine', notes: 'Their notes' });
    expect(merged.Slides[0]?.options[0]?.text).toBe('My option');
  });

  it('leaves out what this page deleted and keeps its new order until they are saved', () => {
    const local = deck([slide('b', 'B', 0), slide('a', 'A', 1)], { slideActiveId: 'a' });
    const fresh = deck([slide('a', 'A', 0), slide('b', 'B', 1), slide('x', 'X', 2)]);
    const merged = mergeFreshDeck(
      local,
      fresh,
      work({}, ['slides-order:d', 'slide-delete:x']),
      null,
    );
    expect(merged.Slides.map((s) => [s.id, s.position])).toEqual([
      ['b', 0],
      ['a', 1],
    ]);
  });

  it('moves to a neighbour when the slide this page was on is gone', () => {
    const local = deck([slide('a', 'A', 0), slide('b', 'B', 1)], { slideActiveId: 'b' });
    const fresh = deck([slide('a', 'A', 0)], { slideActiveId: 'gone' });
    expect(mergeFreshDeck(local, fresh, nothing, null).slideActiveId).toBe('a');
  });
});
