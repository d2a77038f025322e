import { describe, expect, it } from 'vitest';
import { normaliseOpenText, normaliseWord } from './entries';

describe('word normalisation', () => {
  it('folds case, surrounding and repeated spaces', () => {
    expect(normaliseWord('  Hello   World ')).toBe('hello world');
    expect(normaliseWord('HELLO')).toBe(normaliseWord('hello'));
  });

  it('applies NFKC so full-width and composed forms count as one word', () => {
    expect(normaliseWord('Ｈｅｌｌｏ')).toBe('hello');
    expect(normaliseWord('ﬁne')).toBe('fine');
    expect(normaliseWord('cafe\u0301')).toBe('café');
  });

  it('keeps the case of open-ended text', () => {
    expect(normaliseOpenText('  Great\n\n talk! ')).toBe('Great talk!');
  });
});
