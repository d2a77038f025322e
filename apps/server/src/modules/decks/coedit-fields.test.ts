import { describe, expect, it } from 'vitest';
import { savedFields } from './coedit-fields';

const FIELDS = ['question', 'notes'] as const;
type TTexts = Partial<Record<(typeof FIELDS)[number], string | null>>;

describe('savedFields', () => {
  it('lists only the fields the save carries', () => {
    expect(
      savedFields('slide:s', FIELDS, { question: 'a', notes: 'n' }, { notes: 'm' }, {}),
    ).toEqual([{ field: 'slide:s:notes', value: 'm', overwritten: null }]);
  });

  it("keeps another editor's newer value it replaced", () => {
    const saved = savedFields(
      'slide:s',
      FIELDS,
      { question: 'theirs' },
      { question: 'mine' },
      { question: 'a' },
    );
    expect(saved).toEqual([{ field: 'slide:s:question', value: 'mine', overwritten: 'theirs' }]);
  });

  it.each<[string, TTexts, TTexts, TTexts | undefined]>([
    ['the stored value is the base', { question: 'a' }, { question: 'b' }, { question: 'a' }],
    ['both wrote the same text', { question: 'x' }, { question: 'x' }, { question: 'a' }],
    ['there is no base', { question: 'x' }, { question: 'y' }, undefined],
    ['an empty and a missing text meet', { notes: null }, { notes: 'n' }, { notes: '' }],
  ])('nothing overwritten when %s', (_name, current, input, base) => {
    expect(savedFields('slide:s', FIELDS, current, input, base)[0]?.overwritten).toBeNull();
  });
});

describe('savedFields, emptied texts', () => {
  it('replacing an empty text overwrites nothing', () => {
    expect(
      savedFields('option:o', ['text'] as const, { text: '' }, { text: 'b' }, { text: 'a' })[0]
        ?.overwritten,
    ).toBeNull();
  });
});
