import { describe, expect, it } from 'vitest';
import { computeQuizPoints, rankParticipants } from './scoring';

describe('quiz scoring', () => {
  const base = { correct: true, timeLimitSec: 20, points: 1000 };

  it('gives full points for an instant answer and half at the deadline', () => {
    expect(computeQuizPoints({ ...base, elapsedMs: 0 })).toBe(1000);
    expect(computeQuizPoints({ ...base, elapsedMs: 10_000 })).toBe(750);
    expect(computeQuizPoints({ ...base, elapsedMs: 20_000 })).toBe(500);
  });

  it('rewards a faster correct answer over a slower one', () => {
    const fast = computeQuizPoints({ ...base, elapsedMs: 1_200 });
    const slow = computeQuizPoints({ ...base, elapsedMs: 9_000 });
    expect(fast).toBeGreaterThan(slow);
  });

  it('gives nothing for a wrong answer and clamps out-of-range times', () => {
    expect(computeQuizPoints({ ...base, correct: false, elapsedMs: 0 })).toBe(0);
    expect(computeQuizPoints({ ...base, elapsedMs: -50 })).toBe(1000);
    expect(computeQuizPoints({ ...base, elapsedMs: 99_000 })).toBe(500);
    expect(computeQuizPoints({ ...base, points: 0, elapsedMs: 0 })).toBe(0);
  });
});

describe('quiz scoring with extra time', () => {
  const base = { correct: true, timeLimitSec: 20, points: 1000 };

  it("measures speed against the participant's own longer window", () => {
    expect(computeQuizPoints({ ...base, elapsedMs: 20_000, timeFactor: 2 })).toBe(750);
    expect(computeQuizPoints({ ...base, elapsedMs: 40_000, timeFactor: 2 })).toBe(500);
    expect(computeQuizPoints({ ...base, elapsedMs: 15_000, timeFactor: 1.5 })).toBe(750);
  });

  it('gives the same share of points at the same share of each window', () => {
    const plain = computeQuizPoints({ ...base, elapsedMs: 8_000 });
    expect(computeQuizPoints({ ...base, elapsedMs: 12_000, timeFactor: 1.5 })).toBe(plain);
    expect(computeQuizPoints({ ...base, elapsedMs: 16_000, timeFactor: 2 })).toBe(plain);
  });

  it('never shortens a window below the time limit', () => {
    expect(computeQuizPoints({ ...base, elapsedMs: 10_000, timeFactor: 0.5 })).toBe(750);
  });
});

describe('ranking', () => {
  it('orders by score, then by earlier join', () => {
    const ranks = rankParticipants([
      { id: 'late', score: 500, joinedAt: 20 },
      { id: 'early', score: 500, joinedAt: 10 },
      { id: 'top', score: 900, joinedAt: 30 },
    ]);
    expect([...ranks.entries()]).toEqual([
      ['top', 1],
      ['early', 2],
      ['late', 3],
    ]);
  });
});
