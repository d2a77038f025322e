import { describe, expect, it } from 'vitest';
import { savedFields } from './coedit-fields';

const FIELDS = ['question', 'notes'] as const;

describe('savedFields', () => {
  it('lists only the fields the save carries', () => {
    expect(
      savedFields('slide:s', FIELDS, { question: 'a', notes: 'n' }, { notes: 'm' }, {}),
    ).toEqual([{ field: 'slide:s:notes', value: 'm', overwritten: null }]);
  });

  it('nothing overwritten when the stored value is the base', () => {
    const saved = savedFields(
      'slide:s',
      FIELDS,
      { question: 'a' },
      { question: 'b' },
      { question: 'a' },
    );
    expect(saved[0]?.overwritten).toBeNull();
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

  it('no conflict when both wrote the same text, nor without a base', () => {
    expect(
      savedFields('slide:s', FIELDS, { question: 'x' }, { question: 'x' }, { question: 'a' })[0]
        ?.overwritten,
    ).toBeNull();
    expect(
      savedFields('slide:s', FIELDS, { question: 'x' }, { question: 'y' }, undefined)[0]
        ?.overwritten,
    ).toBeNull();
  });

  it('empty and missing texts are the same', () => {
    expect(
      savedFields('slide:s', FIELDS, { notes: null }, { notes: 'n' }, { notes: '' })[0]
        ?.overwritten,
    ).toBeNull();
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
