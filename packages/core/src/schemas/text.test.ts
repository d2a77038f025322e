import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './errors';
import { hasVisibleText, multiLineText, singleLineText } from './text';

const name = singleLineText({ max: 10, tooLong: 'name.tooLong', required: 'name.tooShort' });
const answer = multiLineText({ max: 20, tooLong: 'text.tooLong', required: 'text.required' });

function codeOf(result: ReturnType<typeof name.safeParse>): string | undefined {
  return result.success ? undefined : toFieldErrors(result.error)['_']?.code;
}

describe('singleLineText', () => {
  it('refuses NUL and every other control character', () => {
    for (const bad of ['x\u0000', '\u0000', 'a\u001bb', 'a\u007fb', 'a\u0085b\u0000', 'a\u009bb']) {
      expect(codeOf(name.safeParse(bad)), JSON.stringify(bad)).toBe('text.invalidCharacters');
    }
  });

  it('refuses unpaired surrogates but keeps emoji', () => {
    expect(codeOf(name.safeParse('a\ud800b'))).toBe('text.invalidCharacters');
    expect(name.parse('👩‍💻 Ada')).toBe('👩‍💻 Ada');
  });

  it('turns line breaks and tabs into spaces and trims', () => {
    expect(name.parse(' Ada\tB\r\nC\u2028 ')).toBe('Ada B  C');
  });

  it('refuses names that are empty once invisible characters are removed', () => {
    for (const blank of [
      '',
      '   ',
      '\u200b',
      '\u200e\u202e\u2066',
      '\u00ad\ufeff',
      '\u3164',
      '\u2800',
    ]) {
      expect(codeOf(name.safeParse(blank)), JSON.stringify(blank)).toBe('name.tooShort');
    }
    expect(name.parse('\u200bA')).toBe('\u200bA');
  });

  it('checks the length after cleaning', () => {
    expect(codeOf(name.safeParse('x'.repeat(11)))).toBe('name.tooLong');
    expect(name.parse(`  ${'x'.repeat(10)}  `)).toBe('x'.repeat(10));
  });

  it('allows empty text when no required code is given, and can keep surrounding space', () => {
    const question = singleLineText({ max: 5, tooLong: 'question.tooLong', trim: false });
    expect(question.parse('')).toBe('');
    expect(question.parse('a b ')).toBe('a b ');
    expect(codeOf(question.safeParse('a\u0000'))).toBe('text.invalidCharacters');
  });
});

describe('multiLineText', () => {
  it('keeps newlines, writes every line break as \\n', () => {
    expect(answer.parse('one\r\ntwo\rthree\u2029four')).toBe('one\ntwo\nthree\nfour');
  });

  it('refuses NUL and other control characters', () => {
    expect(codeOf(answer.safeParse('one\n\u0000'))).toBe('text.invalidCharacters');
    expect(codeOf(answer.safeParse('bell\u0007'))).toBe('text.invalidCharacters');
  });

  it('refuses an answer of only invisible characters and line breaks', () => {
    expect(codeOf(answer.safeParse('\n\u200b\n'))).toBe('text.required');
  });
});

describe('hasVisibleText', () => {
  it('sees letters, digits and emoji, not format characters or space', () => {
    expect(hasVisibleText('a')).toBe(true);
    expect(hasVisibleText('🙂')).toBe(true);
    expect(hasVisibleText('\u00a0\u2003\u200d\ufe0f')).toBe(false);
    expect(hasVisibleText('\u034f\u{e0100}')).toBe(false);
  });
});
