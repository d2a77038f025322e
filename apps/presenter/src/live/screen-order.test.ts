import { describe, expect, it } from 'vitest';
import { isHeldBackScreen, shouldFollowScreen } from './screen-order';

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

  it('does not follow others at once while its own change is on the way', () => {
    expect(shouldFollowScreen({ ...clock, pending: 1 }, screen('window-b', 500))).toBe(false);
  });
});

describe('isHeldBackScreen', () => {
  const clock = { windowId: 'window-a', lastAt: 100, pending: 1 };

  it('keeps a newer change of another window that came while its own was on the way', () => {
    expect(isHeldBackScreen(clock, screen('window-b', 101))).toBe(true);
  });

  it('keeps nothing when no change of its own is on the way, or for its echo or an older one', () => {
    expect(isHeldBackScreen({ ...clock, pending: 0 }, screen('window-b', 101))).toBe(false);
    expect(isHeldBackScreen(clock, screen('window-a', 200))).toBe(false);
    expect(isHeldBackScreen(clock, screen('window-b', 100))).toBe(false);
  });
});
