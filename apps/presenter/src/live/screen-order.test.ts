import { describe, expect, it } from 'vitest';
import { shouldFollowScreen } from './screen-order';

const screen = (windowId: string, at: number) => ({
  slideId: null,
  lobby: false,
  qr: false,
  windowId,
  at,
});

describe('shouldFollowScreen', () => {
  const clock = { windowId: 'window-a', lastAt: 100, pending: 0 };

  it('follows a newer change made by another window', () => {
    expect(shouldFollowScreen(clock, screen('window-b', 101))).toBe(true);
  });

  it('ignores the echo of its own change', () => {
    expect(shouldFollowScreen(clock, screen('window-a', 200))).toBe(false);
  });

  it('ignores a change older than or as old as the last it has', () => {
    expect(shouldFollowScreen(clock, screen('window-b', 100))).toBe(false);
    expect(shouldFollowScreen(clock, screen('window-b', 99))).toBe(false);
  });

  it('ignores others while its own change is on the way (that one is later and wins)', () => {
    expect(shouldFollowScreen({ ...clock, pending: 1 }, screen('window-b', 500))).toBe(false);
  });
});
