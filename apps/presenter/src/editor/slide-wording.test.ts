import { describe, expect, it } from 'vitest';
import { en as catalogue } from '../i18n/en';

const en: Record<string, string> = catalogue;
import { getEmptyQuestionKeys } from './slide-wording';

describe('wording of an empty question', () => {
  it('speaks of a title on a leaderboard and of a question elsewhere', () => {
    const board = getEmptyQuestionKeys('leaderboard');
    expect(en[board.placeholder]).toMatch(/title/i);
    expect(en[board.preview]).toBe('Leaderboard');
    expect(en[board.menu]).not.toMatch(/question/i);
    const quiz = getEmptyQuestionKeys('quiz');
    expect(en[quiz.placeholder]).toBe('Your question');
    expect(en[quiz.menu]).toBe('No question yet');
  });
});
