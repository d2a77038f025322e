import { describe, expect, it } from 'vitest';
import { getPlanAction, getTabIndexForKey } from './pricing-logic';

describe('getTabIndexForKey', () => {
  it('moves between tabs with the arrow keys, wrapping around', () => {
    expect(getTabIndexForKey('ArrowRight', 0, 2)).toBe(1);
    expect(getTabIndexForKey('ArrowRight', 1, 2)).toBe(0);
    expect(getTabIndexForKey('ArrowLeft', 0, 2)).toBe(1);
  });

  it('jumps with Home and End and ignores other keys', () => {
    expect(getTabIndexForKey('End', 0, 2)).toBe(1);
    expect(getTabIndexForKey('Home', 1, 2)).toBe(0);
    expect(getTabIndexForKey('a', 1, 2)).toBeNull();
  });
});

describe('getPlanAction', () => {
  it('invites visitors to sign up for any plan', () => {
    expect(getPlanAction('pro-monthly', { signedIn: false, currentPlan: null })).toBe('getStarted');
  });

  it("marks the signed-in user's plan as current", () => {
    expect(getPlanAction('free', { signedIn: true, currentPlan: 'free' })).toBe('current');
  });

  it('does not pretend paid plans can be bought before checkout exists', () => {
    expect(getPlanAction('pro-half-yearly', { signedIn: true, currentPlan: 'free' })).toBe(
      'checkoutComing',
    );
    expect(getPlanAction('custom', { signedIn: true, currentPlan: 'free' })).toBe('customComing');
    expect(getPlanAction('free', { signedIn: true, currentPlan: 'pro-monthly' })).toBe('none');
  });
});
