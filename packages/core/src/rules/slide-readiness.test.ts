import { describe, expect, it } from 'vitest';
import { getFilledOptions, getSlideProblems, isOptionFilled } from './slide-readiness';

const option = (text: string, extra: { imageUrl?: string | null; isCorrect?: boolean } = {}) => ({
  text,
  imageUrl: null,
  isCorrect: false,
  ...extra,
});

describe('isOptionFilled', () => {
  it('counts text other than spaces, or an image', () => {
    expect(isOptionFilled(option('Paris'))).toBe(true);
    expect(isOptionFilled(option(''))).toBe(false);
    expect(isOptionFilled(option('   \n'))).toBe(false);
    expect(isOptionFilled(option('', { imageUrl: '/uploads/a.png' }))).toBe(true);
  });
});

describe('getFilledOptions', () => {
  it('leaves blank options out and keeps the order', () => {
    const options = [option('A'), option(' '), option('C')];
    expect(getFilledOptions(options).map((o) => o.text)).toEqual(['A', 'C']);
  });
});

describe('getSlideProblems', () => {
  it('accepts a poll with two filled options and a blank third', () => {
    expect(
      getSlideProblems({ type: 'poll', options: [option('A'), option('B'), option('')] }),
    ).toEqual([]);
  });

  it('flags a poll with fewer than two filled options', () => {
    expect(
      getSlideProblems({ type: 'poll', options: [option('A'), option(''), option('')] }),
    ).toEqual(['optionsTooFew']);
  });

  it('flags a quiz without a correct answer', () => {
    expect(getSlideProblems({ type: 'quiz', options: [option('A'), option('B')] })).toEqual([
      'quizNoCorrect',
    ]);
  });

  it('does not count a blank option marked correct', () => {
    const options = [option('A'), option('B'), option('', { isCorrect: true })];
    expect(getSlideProblems({ type: 'quiz', options })).toEqual(['quizNoCorrect']);
  });

  it('flags both problems of an empty quiz, fewest options first', () => {
    expect(getSlideProblems({ type: 'quiz', options: [option(''), option('')] })).toEqual([
      'optionsTooFew',
      'quizNoCorrect',
    ]);
  });

  it('accepts a quiz with a filled correct answer', () => {
    const options = [option('A', { isCorrect: true }), option('B'), option('')];
    expect(getSlideProblems({ type: 'quiz', options })).toEqual([]);
  });

  it('has nothing to say about slides without options', () => {
    for (const type of ['wordCloud', 'openEnded', 'leaderboard']) {
      expect(getSlideProblems({ type, options: [] })).toEqual([]);
    }
  });
});

describe('getSlideProblems by answer format', () => {
  const blank = { text: '  ' };
  it('asks a typed answer for an accepted answer and scales for a statement', () => {
    expect(getSlideProblems({ type: 'quiz', format: 'typeAnswer', options: [blank] })).toEqual([
      'acceptedMissing',
    ]);
    expect(
      getSlideProblems({ type: 'quiz', format: 'typeAnswer', options: [{ text: 'Zeus' }] }),
    ).toEqual([]);
    expect(getSlideProblems({ type: 'poll', format: 'scales', options: [] })).toEqual([
      'statementMissing',
    ]);
  });
  it('asks a numeric quiz for its correct value, and a numeric poll for nothing', () => {
    expect(
      getSlideProblems({ type: 'quiz', format: 'numeric', options: [], settings: {} }),
    ).toEqual(['correctValueMissing']);
    expect(
      getSlideProblems({
        type: 'quiz',
        format: 'numeric',
        options: [],
        settings: { correctValue: 3 },
      }),
    ).toEqual([]);
    expect(getSlideProblems({ type: 'poll', format: 'numeric', options: [] })).toEqual([]);
  });
});
