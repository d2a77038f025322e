import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_ANSWER_GRACE_MS,
  computeAssignmentPoints,
  getAssignmentStatus,
  isAnswerTooLate,
  mayStartAssignment,
} from './assignments';

describe('assignment window', () => {
  const window = { opensAt: 1_000, closesAt: 2_000 };
  it.each([
    [999, 'upcoming'],
    [1_000, 'open'],
    [1_999, 'open'],
    [2_000, 'closed'],
    [5_000, 'closed'],
  ] as const)('at %i it is %s', (now, status) => {
    expect(getAssignmentStatus(now, window)).toBe(status);
  });
});

describe('assignment scoring', () => {
  const base = { correct: true, points: 1000 };
  it('counts correctness alone without a time per question', () => {
    expect(computeAssignmentPoints({ ...base, elapsedMs: 5, timePerQuestionSec: null })).toBe(1000);
    expect(
      computeAssignmentPoints({ ...base, elapsedMs: 3_600_000, timePerQuestionSec: null }),
    ).toBe(1000);
  });
  it('counts speed against the time per question when there is one', () => {
    expect(computeAssignmentPoints({ ...base, elapsedMs: 0, timePerQuestionSec: 20 })).toBe(1000);
    expect(computeAssignmentPoints({ ...base, elapsedMs: 10_000, timePerQuestionSec: 20 })).toBe(
      750,
    );
    expect(computeAssignmentPoints({ ...base, elapsedMs: 25_000, timePerQuestionSec: 20 })).toBe(
      500,
    );
  });
  it('gives nothing for a wrong answer', () => {
    expect(
      computeAssignmentPoints({ ...base, correct: false, elapsedMs: 0, timePerQuestionSec: null }),
    ).toBe(0);
  });
});

describe('late answers to a timed question', () => {
  it.each([
    [20_000, 20, false],
    [20_000 + ASSIGNMENT_ANSWER_GRACE_MS, 20, false],
    [20_001 + ASSIGNMENT_ANSWER_GRACE_MS, 20, true],
    [10_000_000, null, false],
  ] as const)('%i ms with %s s is late: %s', (elapsed, limit, late) => {
    expect(isAnswerTooLate(elapsed, limit)).toBe(late);
  });
});

describe('audience limit of an assignment (participants in total)', () => {
  it.each([
    [0, 10, true],
    [9, 10, true],
    [10, 10, false],
    [11, 10, false],
  ])('%i started of %i: a newcomer may start: %s', (started, limit, allowed) => {
    expect(mayStartAssignment(started, limit)).toBe(allowed);
  });
});
