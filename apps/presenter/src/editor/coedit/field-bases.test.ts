import { describe, expect, it } from 'vitest';
import { createFieldBases } from './field-bases';

const KEY = 'slide:s:question';

/** Bases for a field whose first edit started from this text. */
function editedFrom(text: string) {
  const bases = createFieldBases();
  bases.edited(KEY, text);
  return bases;
}

describe('field bases', () => {
  it('keeps the value before the first edit as the base until it is saved', () => {
    const bases = editedFrom('server');
    bases.edited(KEY, 'server and more');
    expect(bases.baseOf(KEY)).toBe('server');
    bases.saved(KEY, 'typed', false);
    expect(bases.isPending(KEY)).toBe(false);
    expect(bases.baseOf(KEY)).toBe('typed');
    expect(bases.isMine(KEY, 'typed')).toBe(true);
  });

  it("another editor's save is not the base of an edit already typed, nor of one built on older text", () => {
    const bases = editedFrom('server');
    bases.received(KEY, 'theirs');
    expect(bases.baseOf(KEY)).toBe('server');
    bases.saved(KEY, 'mine', false);
    bases.received(KEY, 'theirs again');
    expect(bases.baseOf(KEY)).toBe('theirs again');
    bases.edited(KEY, 'mine');
    expect(bases.baseOf(KEY)).toBe('mine');
  });

  it('an edit typed while a save was out builds on the saved value', () => {
    const bases = editedFrom('a');
    bases.saved(KEY, 'ab', true);
    expect(bases.isPending(KEY)).toBe(true);
    expect(bases.baseOf(KEY)).toBe('ab');
  });
});
