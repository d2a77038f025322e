import { describe, expect, it } from 'vitest';
import { matchCodePath } from './location';

describe('the phone’s routes', () => {
  it('reads the join code of /<code>, with or without a trailing slash', () => {
    expect(matchCodePath('/12345678')).toBe('12345678');
    expect(matchCodePath('/12345678/')).toBe('12345678');
    expect(matchCodePath('/1234%205678')).toBe('1234 5678');
  });

  it('leaves the join page and deeper paths to the other routes', () => {
    expect(matchCodePath('/')).toBeNull();
    expect(matchCodePath('/12345678/extra')).toBeNull();
    expect(matchCodePath('//')).toBeNull();
  });

  it('keeps a malformed escape as typed instead of failing', () => {
    expect(matchCodePath('/%E0%A4%A')).toBe('%E0%A4%A');
  });
});
