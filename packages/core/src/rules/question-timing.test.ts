import { describe, expect, it } from 'vitest';
import {
  getOwnClosesAt,
  getQuestionPhase,
  getQuestionTiming,
  isQuestionHeld,
  isQuestionRunning,
} from './question-timing';

const OPENS = 10_000;
const slide = (closesAt = OPENS + 20_000, gameScreen: 'question' | 'result' = 'question') => ({
  id: 's1',
  timeLimitSec: 20,
  questionOpensAt: new Date(OPENS),
  questionClosesAt: new Date(closesAt),
  gameScreen,
});

describe('question timing with extra time', () => {
  it("stretches a participant's window by its factor", () => {
    expect(getOwnClosesAt(slide())).toBe(OPENS + 20_000);
    expect(getOwnClosesAt(slide(), 1.5)).toBe(OPENS + 30_000);
    expect(getOwnClosesAt(slide(), 2)).toBe(OPENS + 40_000);
  });

  it('closes for everyone at its closing time once on its result screen', () => {
    const closed = slide(OPENS + 5_000, 'result');
    expect(getOwnClosesAt(closed, 2)).toBe(OPENS + 5_000);
    expect(getQuestionPhase(closed, OPENS + 6_000, 2)).toBe('closed');
  });

  it.each([
    ['before the normal close', OPENS + 19_999, 'open', 'open', false],
    ['after the normal close', OPENS + 20_000, 'closed', 'open', true],
    ['at the end of the longer window', OPENS + 40_000, 'closed', 'closed', false],
  ] as const)('%s', (_name, now, everyone, extended, held) => {
    expect(getQuestionPhase(slide(), now)).toBe(everyone);
    expect(getQuestionPhase(slide(), now, 2)).toBe(extended);
    expect(isQuestionHeld(slide(), now, 2)).toBe(held);
    expect(isQuestionRunning(slide(), now, 2)).toBe(extended === 'open');
  });

  it('says a held question is held, without a reason to close, and nothing of who', () => {
    const timing = getQuestionTiming(slide(), OPENS + 25_000, undefined, 2);
    expect(timing).toEqual({
      slideId: 's1',
      phase: 'closed',
      opensAt: OPENS,
      closesAt: OPENS + 20_000,
      serverNow: OPENS + 25_000,
      held: true,
    });
  });

  it('is not held without extra time in the run', () => {
    const timing = getQuestionTiming(slide(), OPENS + 25_000);
    expect(timing?.held).toBeUndefined();
    expect(timing?.closedBy).toBe('time');
    expect(isQuestionRunning(slide(), OPENS + 25_000)).toBe(false);
  });
});
