import { describe, expect, it } from 'vitest';
import { createFieldBases } from './field-bases';

const KEY = 'slide:s:question';

describe('field bases', () => {
  it('keeps the value before the first edit as the base until it is saved', () => {
    const bases = createFieldBases();
    bases.edited(KEY, 'server');
    bases.edited(KEY, 'server and more');
    expect(bases.baseOf(KEY)).toBe('server');
    bases.saved(KEY, 'typed', false);
    expect(bases.isPending(KEY)).toBe(false);
    expect(bases.baseOf(KEY)).toBe('typed');
    expect(bases.isMine(KEY, 'typed')).toBe(true);
  });

  it("another editor's save becomes the base of the next edit, not of one already typed", () => {
    const bases = createFieldBases();
    bases.edited(KEY, 'server');
    bases.received(KEY, 'theirs');
    expect(bases.baseOf(KEY)).toBe('server');
    bases.saved(KEY, 'mine', false);
    bases.received(KEY, 'theirs again');
    bases.edited(KEY, 'whatever the field shows');
    expect(bases.baseOf(KEY)).toBe('theirs again');
  });

  it('an edit typed while a save was out builds on the saved value', () => {
    const bases = createFieldBases();
    bases.edited(KEY, 'a');
    bases.saved(KEY, 'ab', true);
    expect(bases.isPending(KEY)).toBe(true);
    expect(bases.baseOf(KEY)).toBe('ab');
  });
});
