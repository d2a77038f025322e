import { describe, expect, it } from 'vitest';
import { countsPeople, getPollTotalKey } from './poll-total';

describe('getPollTotalKey', () => {
  it('counts people under a poll with up to k choices, votes under a one-choice poll', () => {
    expect(getPollTotalKey({ type: 'poll', format: 'multi' })).toBe('present.people');
    expect(getPollTotalKey({ type: 'poll', format: 'choice' })).toBe('present.votes');
    expect(getPollTotalKey({ type: 'poll' })).toBe('present.votes');
  });

  it('leaves a quiz’s answers as they are', () => {
    expect(countsPeople({ type: 'quiz', format: 'multi' })).toBe(false);
    expect(countsPeople({ type: 'poll', format: 'multi' })).toBe(true);
  });
});
