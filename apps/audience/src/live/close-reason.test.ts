import { describe, expect, it } from 'vitest';
import type { TQuestionTiming } from '@crowdeck/core';
import { getCloseReason, getClosedMessageKey, keepCloseReason } from './close-reason';

const closed: TQuestionTiming = {
  slideId: 's1',
  phase: 'closed',
  opensAt: 10_000,
  closesAt: 30_000,
  serverNow: 31_000,
};

describe('why a question closed', () => {
  it('takes the server’s reason, else time when the whole limit ran, else unknown', () => {
    expect(getCloseReason({ ...closed, closedBy: 'everyoneAnswered' }, { timeLimitSec: 20 })).toBe(
      'everyoneAnswered',
    );
    expect(getCloseReason(closed, { timeLimitSec: 20 })).toBe('time');
    expect(getCloseReason({ ...closed, closesAt: 14_000 }, { timeLimitSec: 20 })).toBeNull();
  });

  it('says everyone answered, not that time is up, when everyone answered', () => {
    expect(getClosedMessageKey('everyoneAnswered')).toBe('announce.closedEveryone');
    expect(getClosedMessageKey('time')).toBe('announce.closed');
    expect(getClosedMessageKey('presenter')).toBe('announce.closedPresenter');
    expect(getClosedMessageKey(null)).toBe('announce.closedEarly');
  });

  it('keeps the reason when a later state repeats the same close without it', () => {
    const told = { ...closed, closedBy: 'everyoneAnswered' as const };
    expect(keepCloseReason(told, { ...closed, serverNow: 40_000 })?.closedBy).toBe(
      'everyoneAnswered',
    );
    expect(keepCloseReason(told, { ...closed, slideId: 's2' })?.closedBy).toBeUndefined();
    expect(keepCloseReason(told, null)).toBeNull();
  });
});
