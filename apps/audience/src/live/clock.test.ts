import { describe, expect, it } from 'vitest';
import type { TQuestionTiming } from '@crowdeck/core';
import {
  estimateClockOffset,
  withOwnTime as ownTime,
  getDisplayedPhase,
  getRemainingMs,
  toCountdownSeconds,
} from './clock';

const timing = (over: Partial<TQuestionTiming> = {}): TQuestionTiming => ({
  slideId: 's1',
  phase: 'intro',
  opensAt: 10_000,
  closesAt: 30_000,
  serverNow: 7_000,
  ...over,
});

describe('clock skew', () => {
  it('counts down on server time even when the phone clock is 5 minutes behind', () => {
    const phoneNow = 7_000 - 300_000;
    const offset = estimateClockOffset(7_000, phoneNow);
    expect(offset).toBe(300_000);
    expect(getRemainingMs(10_000, phoneNow, offset)).toBe(3_000);
    expect(toCountdownSeconds(getRemainingMs(10_000, phoneNow + 1_100, offset))).toBe(2);
  });

  it('never shows a negative countdown and reaches 0 only at the end', () => {
    expect(getRemainingMs(10_000, 12_000, 0)).toBe(0);
    expect(toCountdownSeconds(1)).toBe(1);
    expect(toCountdownSeconds(0)).toBe(0);
  });
});

describe('displayed phase', () => {
  it('opens the tiles locally once opensAt has passed on the server clock', () => {
    expect(getDisplayedPhase(timing(), 9_999, 0)).toBe('intro');
    expect(getDisplayedPhase(timing(), 10_000, 0)).toBe('open');
    // Phone 2 s fast: the offset keeps it honest.
    expect(getDisplayedPhase(timing(), 11_000, -2_000)).toBe('intro');
  });

  it('locks the tiles at closesAt and trusts a closed message at once', () => {
    expect(getDisplayedPhase(timing({ phase: 'open' }), 30_000, 0)).toBe('closed');
    expect(getDisplayedPhase(timing({ phase: 'closed' }), 0, 0)).toBe('closed');
  });
});

describe('extra time on the phone', () => {
  const timing = {
    slideId: 's',
    phase: 'open' as const,
    opensAt: 1_000,
    closesAt: 21_000,
    serverNow: 1_000,
  };

  it('runs its own countdown to the end of its longer window', () => {
    expect(ownTime(timing, 2)).toMatchObject({ phase: 'open', closesAt: 41_000 });
    expect(ownTime(timing, 1.5).closesAt).toBe(31_000);
    expect(ownTime(timing)).toBe(timing);
  });

  it('stays open while the question is held for it, and closes with the question', () => {
    const held = { ...timing, phase: 'closed' as const, held: true as const };
    expect(ownTime(held, 2)).toEqual({ ...timing, closesAt: 41_000 });
    expect(ownTime(held)).toBe(held);
    const closed = { ...timing, phase: 'closed' as const, closedBy: 'time' as const };
    expect(ownTime(closed, 2)).toBe(closed);
  });
});
